import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export {
  section as payments,
  loading,
  actions,
  part,
  partHeading,
  muted,
  note,
  stacked,
  strong,
  nowrap,
} from '../../payments/money-section.css';

export const figure = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const figureWithBadge = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

/** A receipt's Download PDF and Reverse, side by side. */
export const rowActions = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
});
