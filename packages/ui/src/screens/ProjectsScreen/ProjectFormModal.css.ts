import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const wide = 'screen and (min-width: 640px)';

export const form = style({ display: 'grid', gap: vars.space.lg });

/** Total and roads side by side, stacked on a phone. */
export const pair = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
});

export const noAmenities = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const amenityRows = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Name and remove on one line and the area below on a phone; all three in a row when wide. */
export const amenityRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"name remove" "area area"',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: `${vars.space.md} 0`,
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` },
  },
  '@media': {
    [wide]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(180px, 240px) auto',
      gridTemplateAreas: '"name area remove"',
    },
  },
});

export const amenityName = style({
  gridArea: 'name',
  display: 'grid',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const amenityTitle = style({ fontWeight: vars.fontWeight.medium });

export const amenityDescription = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const rowError = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.xs,
});

export const amenityArea = style({ gridArea: 'area', minWidth: 0 });

/** Level with the area's box when the row is wide, beside the name on a phone. */
export const removeCell = style({
  gridArea: 'remove',
  alignSelf: 'center',
  '@media': { [wide]: { alignSelf: 'end', marginBottom: vars.space.xs } },
});

export const summary = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.infoSurface,
});

export const saleable = style({ display: 'grid', gap: vars.space.xxs, margin: 0 });

export const saleableLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const saleableValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-over]': { color: vars.color.danger } },
});

export const saleableDetail = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const usedAreaError = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
