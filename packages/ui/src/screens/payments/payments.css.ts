import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A payment, payout or reversal form: its fields one under another. */
export const form = style({ display: 'grid', gap: vars.space.lg });

export const message = style({ margin: 0, color: vars.color.textMuted });

/** Date and amount, then mode and reference, side by side where there is room. */
export const pair = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  alignItems: 'start',
});
