import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The booking's status and, in the confirmation, the arrow to the one it moves to. */
export const transition = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
});
