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
 * Headers that wrap onto two lines keep their last line on the rule above the rows. Named so the
 * header row never falls back to react-aria's default class, which the style sheet lacks.
 */
export const header = style({ verticalAlign: 'bottom' });

export const column = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  textAlign: 'start',
  whiteSpace: 'nowrap',
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
});

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

export const row = style({
  outline: 'none',
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` },
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});

export const cell = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  verticalAlign: 'middle',
  textAlign: 'start',
  outline: 'none',
  selectors: {
    '&[data-align=center]': { textAlign: 'center' },
    '&[data-align=end]': { textAlign: 'end' },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});

export const body = style({});

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
