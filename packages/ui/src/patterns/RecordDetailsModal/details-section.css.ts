/**
 * The looks of what a section of a record's details holds under its heading (DetailSection): its
 * buttons, then its entries, such as a booking's follow-ups and status changes, an enquiry's site
 * visits and timeline, or a record's audit History; or the line said in their place.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The section's buttons and its entries, one under another. */
export const body = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

/** The section's buttons, e.g. 'Log follow-up', side by side where they fit. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** Said in place of the entries: that there are none yet, or why they failed to load. */
export const message = style({ margin: 0, color: vars.color.textMuted });

/** Holds the spinner while the entries load. */
export const loading = style({ display: 'grid', placeItems: 'center', minHeight: '96px' });

export const entries = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** An entry in a bordered box: what happened on its first line, who and when under it. */
export const entry = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** An entry's first line: what happened, e.g. a change between two statuses. */
export const entryHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontWeight: vars.fontWeight.medium,
});

/** Who and when, under what happened. */
export const entryMeta = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
