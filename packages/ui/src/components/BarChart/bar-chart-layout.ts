/**
 * Where a bar chart's bars go: pure geometry in the SVG's own units, so the chart scales with
 * its box and the numbers can be checked without a browser.
 */

/** A round top for the value axis (1, 2 or 5 times a power of ten) and its gridlines. */
export function valueAxis(maxValue: number, tickCount = 4): { max: number; ticks: number[] } {
  if (maxValue <= 0) return { max: 1, ticks: [0, 1] };
  const rough = maxValue / tickCount;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((size) => size >= rough)!;
  // Counts are whole: a step below 1 would draw gridlines at fractions of a booking.
  const wholeStep = Math.max(1, step);
  const max = Math.ceil(maxValue / wholeStep) * wholeStep;
  const ticks = Array.from({ length: max / wholeStep + 1 }, (_, index) => index * wholeStep);
  return { max, ticks };
}

export type Orientation = 'vertical' | 'horizontal';

export type BarBox = { x: number; y: number; width: number; height: number };

/** The plot area inside the SVG, after the room its axis labels take. */
export type PlotArea = { left: number; top: number; width: number; height: number };

/**
 * The box of one segment: the category's band along one axis, divided between its stacks, and
 * the segment's span from `from` to `to` along the value axis (0 to max).
 */
export function segmentBox(
  area: PlotArea,
  orientation: Orientation,
  band: { index: number; count: number },
  stack: { index: number; count: number },
  span: { from: number; to: number; max: number },
): BarBox {
  const alongCategories = orientation === 'vertical' ? area.width : area.height;
  const bandSize = alongCategories / band.count;
  // A fifth of each band stays empty, so neighbouring categories read apart.
  const barSize = (bandSize * 0.8) / stack.count;
  const bandStart = band.index * bandSize + bandSize * 0.1 + stack.index * barSize;
  const alongValues = orientation === 'vertical' ? area.height : area.width;
  const start = (span.from / span.max) * alongValues;
  const length = ((span.to - span.from) / span.max) * alongValues;
  return orientation === 'vertical'
    ? {
        x: area.left + bandStart,
        y: area.top + area.height - start - length,
        width: barSize,
        height: length,
      }
    : { x: area.left + start, y: area.top + bandStart, width: length, height: barSize };
}
