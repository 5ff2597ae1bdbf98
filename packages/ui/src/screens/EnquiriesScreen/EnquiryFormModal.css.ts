import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({ display: 'grid', gap: vars.space.lg });

/** Two fields side by side (a range's ends, a next action and its date), stacked on a phone. */
export const pair = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
});

export const quiet = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** Under the mobile number once the host found an open enquiry with it: the two ways on. */
export const duplicate = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: `calc(-1 * ${vars.space.sm})`,
});
