import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const form = style({ display: 'grid', gap: vars.space.lg });

/** Two or three fields a row on a desktop, one on a phone. */
export const fields = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  alignItems: 'start',
});

/** A field or block that takes the whole row: radio groups, addresses, the plot card. */
export const wide = style({ gridColumn: '1 / -1' });

export const plotCard = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.infoSurface,
});

export const plotCardHeading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

/** The sale value as it is typed, read-only, as the project form's saleable area. */
export const saleValue = style({ display: 'grid', gap: vars.space.xxs, margin: 0 });

export const saleValueLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const saleValueText = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

/** A plain sentence among the fields, e.g. that the token is not recorded as a payment. */
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
