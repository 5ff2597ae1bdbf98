import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const details = style({ display: 'grid', gap: vars.space.xl });

/** Two columns of facts on a desktop, one on a phone. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.lg,
  margin: 0,
});

export const fact = style({ display: 'grid', gap: vars.space.xxs, alignContent: 'start' });

export const term = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const detail = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const section = style({ display: 'grid', gap: vars.space.sm });

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

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

export const loading = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '160px',
});
