/** The looks a booking's Payments and a partner's Commission sections share. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export {
  actions,
  loading,
  message as muted,
} from '../../patterns/RecordDetailsModal/details-section.css';

/** A details modal's money section: a booking's payments, a partner's commission. */
export const section = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const part = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const partHeading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const note = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
});

export const stacked = style({ display: 'grid', gap: vars.space.xxs, justifyItems: 'start' });

export const strong = style({ fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' });

export const nowrap = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
