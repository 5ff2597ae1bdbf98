import { style } from '@vanilla-extract/css';
import { linkButton } from '../../components/Button/link-button.css';
import { vars } from '../../theme/contract.css';
import { standaloneTextTarget } from '../../theme/target-size';

export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** Six cards: one row on a wide screen, two rows of three, or three rows of two on a phone. */
export const cards = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    'screen and (min-width: 640px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    'screen and (min-width: 1280px)': { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

/**
 * The charts side by side only where each gets its drawing's full width (640 units), so axis
 * labels stay legible; otherwise one above the other.
 */
export const charts = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 680px), 1fr))',
});

/** A dashboard section's card: its heading and buttons, then what it shows. */
export const section = style({
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
  minWidth: 0,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const skeletonLines = style({ display: 'grid', gap: vars.space.sm });

export const stacked = style({ display: 'grid', gap: vars.space.xxs, justifyItems: 'start' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

/** A count that opens its drill-down: a link-like button, its figure always underlined. */
export const countButton = style([
  linkButton,
  { fontVariantNumeric: 'tabular-nums', textDecoration: 'underline' },
]);

export const zeroCount = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

/** The drill-down's summary tiles, as many a row as fit. */
export const tiles = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 128px), 1fr))',
});

export const panel = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const listHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

/** A section's figures, side by side where they fit. */
export const figures = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A link beside a section's heading, e.g. 'View collections'. */
export const sectionLink = style({
  ...standaloneTextTarget,
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
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
