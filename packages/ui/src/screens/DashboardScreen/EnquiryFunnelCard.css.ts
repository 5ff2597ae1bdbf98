import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { standaloneTextTarget } from '../../theme/target-size';

/**
 * The stages beside the lost reasons, and the two tables, side by side where each has room: a
 * table's four columns with their words need 440px, or it would scroll sideways.
 */
export const parts = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 440px), 1fr))',
  minWidth: 0,
});

export const part = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  minWidth: 0,
});

export const partTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const bars = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A bar's row: its name, its bar (as wide as its share of the longest), and its count. */
export const barRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 11rem) minmax(0, 1fr) minmax(2.5rem, auto)',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '24px',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  borderRadius: vars.radius.sm,
});

/** A row that opens its list: the whole row is the link, its count underlined. */
export const barLink = style([
  barRow,
  {
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceMuted },
      '&[data-focus-visible]': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
    },
  },
]);

export const barTrack = style({
  display: 'block',
  height: '10px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

/** The info tone meets 3:1 against the surface in both themes, as the charts' bars do. */
export const bar = style({
  display: 'block',
  height: '100%',
  borderRadius: vars.radius.pill,
  background: vars.color.info,
  selectors: { '&[data-tone=danger]': { background: vars.color.danger } },
});

export const barCount = style({
  justifySelf: 'end',
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  selectors: { [`${barLink} &`]: { color: vars.color.accent, textDecoration: 'underline' } },
});

/** A count in a table cell that opens its list. */
export const countLink = style({
  ...standaloneTextTarget,
  color: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  textDecoration: 'underline',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-hovered]': { color: vars.color.accentHover },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const plainCount = style({ fontVariantNumeric: 'tabular-nums' });
