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
