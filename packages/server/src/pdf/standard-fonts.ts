/**
 * The two standard fonts a receipt uses, which every PDF reader has built in, and how wide their
 * text is: Adobe's Helvetica metrics (the fonts' AFM files), in thousandths of the font size, for
 * the printable ASCII characters. Others are taken as a digit's width, near enough to lay out.
 */
import { winAnsiBytes } from './win-ansi';

export type StandardFont = 'Helvetica' | 'Helvetica-Bold';

/** Widths of the characters 32 (space) to 126 (~), in order. */
const ASCII_WIDTHS: Readonly<Record<StandardFont, readonly number[]>> = {
  Helvetica: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
    556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
    611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
    667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
    222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
  ],
  'Helvetica-Bold': [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
    556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667,
    611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
    667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556,
    278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
  ],
};

const OTHER_WIDTH = 556;

/** The width of the text in points, set in the font at the size. */
export function textWidth(text: string, font: StandardFont, size: number): number {
  const widths = ASCII_WIDTHS[font];
  const units = winAnsiBytes(text).reduce(
    (total, byte) => total + (widths[byte - 32] ?? OTHER_WIDTH),
    0,
  );
  return (units * size) / 1000;
}

/**
 * The text broken between words into lines no wider than `width`; a word wider than a line on
 * its own is cut where it must be.
 */
export function wrappedLines(
  text: string,
  font: StandardFont,
  size: number,
  width: number,
): string[] {
  const fits = (line: string) => textWidth(line, font, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((part) => part !== '')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    line = word;
    while (!fits(line)) {
      const characters = [...line];
      let cut = characters.length - 1;
      while (cut > 1 && !fits(characters.slice(0, cut).join(''))) cut -= 1;
      lines.push(characters.slice(0, cut).join(''));
      line = characters.slice(cut).join('');
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}
