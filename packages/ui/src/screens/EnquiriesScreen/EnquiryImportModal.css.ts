import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export { form, pair, quiet } from './EnquiryFormModal.css';
/** The outcome filter is joined buttons, as the List / Board switch is. */
export { viewButton as outcomeButton, viewSwitch as outcomeSwitch } from './EnquiriesScreen.css';

/** Which step this is, focused as a step opens so a screen reader starts there. */
export const step = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  outline: 'none',
});

/** The file's button and what was chosen, side by side. */
export const fileRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

/** A field a column fills, two or three to a row on a wide screen, one on a phone. */
export const mapping = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
});

export const counts = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const rows = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const rowCell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

export const headCell = style([
  rowCell,
  { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium, whiteSpace: 'nowrap' },
]);

export const number = style([
  rowCell,
  { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
]);

export const messages = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
});

export const more = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});
