import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const details = style({ display: 'grid', gap: vars.space.xl });

/** A partner, an authorized person or an associate: a bordered card of its own facts. */
export const group = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const groupHeading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const groups = style({ display: 'grid', gap: vars.space.md });

export const message = style({ margin: 0, color: vars.color.textMuted });
