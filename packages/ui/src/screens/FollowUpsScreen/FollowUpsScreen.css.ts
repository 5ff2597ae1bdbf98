import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The booking the list is narrowed to, with the way back to every follow-up. */
export const bookingFilter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.infoSurface,
  color: vars.color.text,
});

/** The text takes the line and the button sits at its end, below it on a phone. */
export const bookingFilterText = style({ flex: '1 1 320px', margin: 0 });

export const stacked = style({ display: 'grid', gap: vars.space.xxs });

export const strong = style({ fontWeight: vars.fontWeight.bold });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const date = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

/** A next follow-up a newer one settled: its date kept for the record, set back from the due. */
export const settledDate = style({ color: vars.color.textMuted });

/** At most 100 characters: wide enough to read, narrow enough to leave room for the rest. */
export const update = style({
  display: 'block',
  minWidth: '160px',
  maxWidth: '300px',
  overflowWrap: 'anywhere',
});

export const nextFollowUp = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});
