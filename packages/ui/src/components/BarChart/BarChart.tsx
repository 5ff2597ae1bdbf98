import { formatCount } from '@plotline/domain';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState';
import { Table, type TableColumn } from '../Table';
import { segmentBox, valueAxis, type Orientation, type PlotArea } from './bar-chart-layout';
import * as styles from './BarChart.css';

/** The theme's status colours; each is a dark tone with AA contrast on the surface. */
export type BarChartTone = 'neutral' | 'info' | 'success' | 'caution' | 'warning' | 'danger';

export type BarChartSeries<K extends string> = {
  key: K;
  /** In the legend, the segments' names and the table's header, e.g. 'Token'. */
  label: string;
  tone: BarChartTone;
  /**
   * Series of one stack are drawn on top of each other, and each stack is a bar of its own
   * beside the others. Series without one share a single stack.
   */
  stack?: string;
};

export type BarChartCategory<K extends string> = {
  id: string | number;
  /** In the segments' names and the table, e.g. 'Nov 2026'. */
  label: string;
  /** Beside its bar when shorter than the label, e.g. 'Nov'. */
  axisLabel?: string;
  values: Readonly<Record<K, number>>;
};

export type BarChartProps<K extends string> = {
  /** Names the chart and its table, e.g. 'Bookings by month'. */
  'aria-label': string;
  /** The table's first column, e.g. 'Month'. */
  categoryHeader: string;
  categories: readonly BarChartCategory<K>[];
  series: readonly BarChartSeries<K>[];
  /** Vertical bars over the categories, or horizontal bars beside them (long names). */
  orientation?: Orientation;
  /** Said instead of the chart when every figure is 0. */
  emptyText: string;
};

type Segment = {
  key: string;
  name: string;
  tone: BarChartTone;
  box: { x: number; y: number; width: number; height: number };
};

/** The stack of the series that name none. */
const DEFAULT_STACK = '';

/** The SVG's own units; it scales to its box and scrolls sideways below MIN_WIDTH. */
const WIDTH = 640;
const LABEL_ROOM = { vertical: { left: 40, bottom: 28 }, horizontal: { left: 150, bottom: 24 } };
const ROW_HEIGHT = 36;
const VERTICAL_HEIGHT = 240;
/** Longer names are cut on the axis; the segment's name and the table keep them whole. */
const AXIS_LABEL_LENGTH = 20;

const axisText = (text: string) =>
  text.length > AXIS_LABEL_LENGTH ? `${text.slice(0, AXIS_LABEL_LENGTH - 1)}…` : text;

/**
 * A bar chart in plain SVG: stacked or side-by-side bars, a legend, and every figure in a real
 * table on demand. Each drawn segment is one tab stop's worth of arrow-key focus (a roving
 * tabindex), named with its figure, e.g. 'Nov 2026, Token: 12'.
 */
export function BarChart<K extends string>({
  'aria-label': label,
  categoryHeader,
  categories,
  series,
  orientation = 'vertical',
  emptyText,
}: BarChartProps<K>) {
  const tableId = useId();
  const [showsTable, setShowsTable] = useState(false);
  const [focused, setFocused] = useState(0);

  const stacks = [...new Set(series.map((one) => one.stack ?? DEFAULT_STACK))];
  const stackTotals = categories.flatMap((category) =>
    stacks.map((stack) =>
      series
        .filter((one) => (one.stack ?? DEFAULT_STACK) === stack)
        .reduce((sum, one) => sum + category.values[one.key], 0),
    ),
  );
  const isEmpty = stackTotals.every((total) => total === 0);

  const room = LABEL_ROOM[orientation];
  const height =
    orientation === 'vertical'
      ? VERTICAL_HEIGHT
      : Math.max(categories.length, 1) * ROW_HEIGHT + room.bottom;
  const area: PlotArea = {
    left: room.left,
    top: 8,
    width: WIDTH - room.left - 16,
    height: height - room.bottom - 8,
  };
  const axis = valueAxis(Math.max(0, ...stackTotals));

  const segments: Segment[] = categories.flatMap((category, band) =>
    stacks.flatMap((stack, stackIndex) => {
      let from = 0;
      return series
        .filter((one) => (one.stack ?? DEFAULT_STACK) === stack)
        .flatMap((one): Segment[] => {
          const value = category.values[one.key];
          const span = { from, to: from + value, max: axis.max };
          from += value;
          // A zero draws nothing to focus; the table still lists it.
          if (value === 0) return [];
          return [
            {
              key: `${category.id}-${one.key}`,
              name: `${category.label}, ${one.label}: ${formatCount(value)}`,
              tone: one.tone,
              box: segmentBox(
                area,
                orientation,
                { index: band, count: categories.length },
                { index: stackIndex, count: stacks.length },
                span,
              ),
            },
          ];
        });
    }),
  );
  const current = Math.min(focused, segments.length - 1);

  const handleKeyDown = (event: KeyboardEvent<SVGRectElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: segments.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = Math.max(0, Math.min(segments.length - 1, next));
    setFocused(target);
    const svg = event.currentTarget.ownerSVGElement;
    svg?.querySelectorAll<SVGRectElement>('rect[tabindex]')[target]?.focus();
  };

  const columns: TableColumn[] = [
    { id: 'category', name: categoryHeader, isRowHeader: true },
    ...series.map((one) => ({ id: one.key, name: one.label, align: 'end' as const })),
  ];

  return (
    <div className={styles.chart}>
      <ul className={styles.legend} aria-label={`${label}: legend`}>
        {series.map((one) => (
          <li key={one.key} className={styles.legendItem}>
            <span className={styles.swatch} data-tone={one.tone} aria-hidden="true" />
            {one.label}
          </li>
        ))}
      </ul>
      {isEmpty ? (
        <EmptyState title={emptyText} />
      ) : (
        <>
          <div className={styles.scroller}>
            <svg
              role="group"
              aria-label={label}
              viewBox={`0 0 ${WIDTH} ${height}`}
              className={styles.svg}
            >
              <g aria-hidden="true" className={styles.axis}>
                {axis.ticks.map((tick) => {
                  const at = segmentBox(
                    area,
                    orientation,
                    { index: 0, count: 1 },
                    { index: 0, count: 1 },
                    { from: 0, to: tick, max: axis.max },
                  );
                  return orientation === 'vertical' ? (
                    <g key={tick}>
                      <line
                        className={styles.gridline}
                        x1={area.left}
                        x2={area.left + area.width}
                        y1={at.y}
                        y2={at.y}
                      />
                      <text x={area.left - 6} y={at.y} textAnchor="end" dominantBaseline="middle">
                        {formatCount(tick)}
                      </text>
                    </g>
                  ) : (
                    <g key={tick}>
                      <line
                        className={styles.gridline}
                        x1={at.x + at.width}
                        x2={at.x + at.width}
                        y1={area.top}
                        y2={area.top + area.height}
                      />
                      <text x={at.x + at.width} y={area.top + area.height + 16} textAnchor="middle">
                        {formatCount(tick)}
                      </text>
                    </g>
                  );
                })}
                {categories.map((category, band) => {
                  const at = segmentBox(
                    area,
                    orientation,
                    { index: band, count: categories.length },
                    { index: 0, count: 1 },
                    { from: 0, to: 0, max: axis.max },
                  );
                  const text = axisText(category.axisLabel ?? category.label);
                  return orientation === 'vertical' ? (
                    <text
                      key={category.id}
                      x={at.x + at.width / 2}
                      y={area.top + area.height + 18}
                      textAnchor="middle"
                    >
                      {text}
                    </text>
                  ) : (
                    <text
                      key={category.id}
                      x={area.left - 8}
                      y={at.y + at.height / 2}
                      textAnchor="end"
                      dominantBaseline="middle"
                    >
                      {text}
                    </text>
                  );
                })}
              </g>
              {segments.map((segment, index) => (
                // A figure to read, not a control: focus only moves through the figures.
                <rect
                  key={segment.key}
                  role="img"
                  aria-label={segment.name}
                  tabIndex={index === current ? 0 : -1}
                  className={styles.segment}
                  data-tone={segment.tone}
                  onFocus={() => setFocused(index)}
                  onKeyDown={handleKeyDown}
                  {...segment.box}
                >
                  <title>{segment.name}</title>
                </rect>
              ))}
            </svg>
          </div>
          <div>
            <Button
              variant="secondary"
              size="small"
              aria-expanded={showsTable}
              aria-controls={showsTable ? tableId : undefined}
              onPress={() => setShowsTable(!showsTable)}
            >
              {showsTable ? 'Hide table' : 'Show as table'}
            </Button>
          </div>
          {showsTable && (
            <div id={tableId}>
              <Table
                aria-label={label}
                columns={columns}
                rows={categories}
                renderCell={(category, columnId) =>
                  columnId === 'category'
                    ? category.label
                    : formatCount(category.values[columnId as K])
                }
              />
            </div>
          )}
        </>
      )}
    </div>
  );
}
