import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const details = style({ display: 'grid', gap: vars.space.xl });

export const message = style({ margin: 0, color: vars.color.textMuted });

export const amenities = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const amenity = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` },
  },
});

export const amenityName = style({ fontWeight: vars.fontWeight.medium });

export const amenityArea = style({
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const amenityDescription = style({
  gridColumn: '1 / -1',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const statusCounts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const statusCount = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const count = style({
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
