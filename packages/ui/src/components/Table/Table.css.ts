import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * Wide tables scroll sideways inside their card instead of widening the page on a phone. A size
 * container, so the empty and loading rows fit their message to the box rather than the table;
 * positioned, so what a cell places absolutely (a visually hidden hint) scrolls with the table
 * rather than widening the page from where the table's far columns are.
 */
export const container = style({
  position: 'relative',
  overflowX: 'auto',
  containerType: 'inline-size',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

/**
 * Headers wrap between their words once the table is wider than its box (a table is as wide as
 * its headers' longest words, not their whole names), and keep their last line on the rule above
 * the rows. Named so the header row never falls back to react-aria's default class, which the
 * style sheet lacks.
 */
export const header = style({ verticalAlign: 'bottom' });

/** The box's widths at which rows are cards (stacksWhenNarrow) or a row's end is pinned too. */
const NARROW_BOX = '(max-width: 639.98px)';
const WIDE_BOX = '(min-width: 640px)';

/**
 * A pinned column sticks to its edge of the box while the others scroll under it, above them and
 * opaque: the row header at the start at any width; a row's actions at the end where the box is
 * wide, as on a phone the two would leave the others no room. Where the browser ties an animation
 * to scrolling, a line and a soft shadow mark that edge only while something is scrolled out of
 * view beyond it; elsewhere the edge is plain.
 */
const startEdge = `inset -1px 0 0 ${vars.color.border}, 6px 0 8px -6px ${vars.color.overlay}`;
const endEdge = `inset 1px 0 0 ${vars.color.border}, -6px 0 8px -6px ${vars.color.overlay}`;

const startEdgeShown = keyframes({ from: { boxShadow: 'none' }, to: { boxShadow: startEdge } });
const endEdgeShown = keyframes({ from: { boxShadow: endEdge }, to: { boxShadow: 'none' } });

/** How far the box scrolls from its edge before the shadow there is at its full depth. */
const EDGE_RAMP = '24px';

const edgeShadow = {
  animationDuration: 'auto',
  animationTimingFunction: 'linear',
  animationFillMode: 'both',
  animationTimeline: 'scroll(nearest inline)',
} as const;

/**
 * What header and body cells share: 24 px between columns and 16 px at the box's edges, so that
 * eleven columns (Collections) fit beside the sidebar on a 1440 px screen; and the pinning.
 */
const tableCell = style({
  padding: vars.space.md,
  selectors: {
    '&:first-child': { paddingInlineStart: vars.space.lg },
    '&:last-child': { paddingInlineEnd: vars.space.lg },
    '&[data-pin=start]': { position: 'sticky', insetInlineStart: 0, zIndex: 1 },
  },
  '@container': {
    [WIDE_BOX]: {
      selectors: { '&[data-pin=end]': { position: 'sticky', insetInlineEnd: 0, zIndex: 1 } },
    },
  },
  '@supports': {
    '(animation-timeline: scroll())': {
      selectors: {
        '&[data-pin=start]': {
          ...edgeShadow,
          animationName: startEdgeShown,
          animationRange: `0 ${EDGE_RAMP}`,
        },
      },
      '@container': {
        [WIDE_BOX]: {
          selectors: {
            '&[data-pin=end]': {
              ...edgeShadow,
              animationName: endEdgeShown,
              animationRange: `calc(100% - ${EDGE_RAMP}) 100%`,
            },
          },
        },
      },
    },
  },
});

export const column = style([
  tableCell,
  {
    background: vars.color.surfaceMuted,
    borderBottom: `1px solid ${vars.color.border}`,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    textAlign: 'start',
    outline: 'none',
    selectors: {
      '&[data-allows-sorting]': { cursor: 'pointer' },
      '&[data-allows-sorting][data-hovered]': { color: vars.color.text },
      '&[data-align=center]': { textAlign: 'center' },
      '&[data-align=end]': { textAlign: 'end' },
      '&[data-focus-visible]': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '-2px',
      },
    },
  },
]);

export const columnLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

/** Both arrows are faint until the column is sorted; then the one for its direction is solid. */
const sortArrow = style({ opacity: 0.35 });

export const sortArrowUp = style([
  sortArrow,
  { selectors: { [`${column}[data-sort-direction=ascending] &`]: { opacity: 1 } } },
]);

export const sortArrowDown = style([
  sortArrow,
  { selectors: { [`${column}[data-sort-direction=descending] &`]: { opacity: 1 } } },
]);

export const sortIcon = style({ flexShrink: 0 });

/**
 * A focused row's ring is drawn above its cells rather than as its outline, which pinned cells,
 * drawn above the row, would hide.
 */
export const row = style({
  position: 'relative',
  outline: 'none',
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` },
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: 2,
      border: `2px solid ${vars.color.focusRing}`,
      pointerEvents: 'none',
    },
  },
});

export const cell = style([
  tableCell,
  {
    verticalAlign: 'middle',
    textAlign: 'start',
    outline: 'none',
    selectors: {
      '&[data-align=center]': { textAlign: 'center' },
      '&[data-align=end]': { textAlign: 'end' },
      // The row's colour, opaque, so what scrolls under a pinned cell does not show through.
      '&[data-pin]': { background: vars.color.surface },
      [`${row}[data-hovered] > &[data-pin]`]: { background: vars.color.surfaceMuted },
      '&[data-focus-visible]': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '-2px',
      },
    },
  },
]);

export const body = style({});

/**
 * stacksWhenNarrow: in a narrow box each row is a card, each cell a line with its column's name
 * at the start and its value at the end. The header row is hidden from sight only, so screen
 * readers still hear each cell's column; the names drawn in the cells are left out of what they
 * read (the alternative text after the slash is empty).
 */
export const stackingTable = style([table]);

globalStyle(`${stackingTable}, ${stackingTable} > tbody`, {
  '@container': { [NARROW_BOX]: { display: 'block' } },
});

globalStyle(`${stackingTable} > thead`, {
  '@container': {
    [NARROW_BOX]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

globalStyle(`${stackingTable} > tbody > tr`, {
  '@container': {
    [NARROW_BOX]: {
      display: 'grid',
      gap: vars.space.xs,
      padding: `${vars.space.md} ${vars.space.lg}`,
    },
  },
});

globalStyle(`${stackingTable} > tbody > tr > ${cell}`, {
  '@container': {
    [NARROW_BOX]: {
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'flex-end',
      alignItems: 'baseline',
      columnGap: vars.space.md,
      padding: 0,
      textAlign: 'end',
      // Nothing scrolls sideways in a card: a pinned cell is one line like the others.
      position: 'static',
      background: 'none',
      animationName: 'none',
    },
  },
});

globalStyle(`${stackingTable} > tbody > tr > ${cell}::before`, {
  '@container': {
    [NARROW_BOX]: {
      content: 'attr(data-label) / ""',
      marginInlineEnd: 'auto',
      color: vars.color.textMuted,
      fontSize: vars.fontSize.xs,
      fontWeight: vars.fontWeight.bold,
      textTransform: 'uppercase',
      letterSpacing: '0.04em',
      textAlign: 'start',
    },
  },
});

/** The empty and loading rows are one cell spanning every column; RAC gives it no class. */
globalStyle(`${body}[data-empty] > tr > *`, {
  padding: 0,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
});

/**
 * The message in that cell: as wide as the box and held at its start, so it shows whole on a
 * phone, where the empty table is wider than the box and centring on it put the text out of view.
 */
export const emptyMessage = style({
  position: 'sticky',
  insetInlineStart: 0,
  width: '100cqi',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
});

export const loading = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  animation: `${spin} 800ms linear infinite`,
  color: vars.color.accent,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
