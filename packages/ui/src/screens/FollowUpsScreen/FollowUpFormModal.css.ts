import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export { entries } from '../../patterns/RecordDetailsModal/details-section.css';

const wide = 'screen and (min-width: 860px)';

/**
 * The booking's details and history follow its picker on a phone, so the history is read before
 * the new call is written; when there is room they sit beside the fields.
 */
export const form = style({
  display: 'grid',
  gridTemplateAreas: '"picker" "panel" "fields"',
  gap: `${vars.space.lg} ${vars.space.xl}`,
  '@media': {
    [wide]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gridTemplateAreas: '"picker panel" "fields panel"',
      gridTemplateRows: 'auto 1fr',
    },
  },
});

export const picker = style({ gridArea: 'picker', display: 'grid' });

export const fields = style({
  gridArea: 'fields',
  display: 'grid',
  gap: vars.space.lg,
  alignContent: 'start',
});

/** The two dates side by side, stacked on a phone. */
export const pair = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
});

export const panel = style({
  gridArea: 'panel',
  alignSelf: 'start',
  display: 'grid',
  gap: vars.space.lg,
  alignContent: 'start',
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const subHeading = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const message = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const latest = style({ display: 'grid', gap: vars.space.xs });

export const earlier = style({ display: 'grid', gap: vars.space.xs });

export const entryItem = style({ display: 'grid' });

export const entry = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    [`${latest} &`]: { borderInlineStart: `3px solid ${vars.color.accent}` },
  },
});

export const entryHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
});

export const entryDate = style({
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const entryPurpose = style({ color: vars.color.textMuted });

export const entryText = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const entryMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});
