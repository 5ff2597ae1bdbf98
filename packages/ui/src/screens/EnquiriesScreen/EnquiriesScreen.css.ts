import { style } from '@vanilla-extract/css';
import { link as textLink } from '../../components/ContactLink/ContactLink.css';
import { vars } from '../../theme/contract.css';

/** The buyer's name opens the enquiry's details. */
export { linkButton as nameButton } from '../../components/Button/link-button.css';
/** E.g. a row's checkbox label, which its row already shows. */
export { visuallyHidden } from '../../patterns/visually-hidden.css';

/** The board's page, laid out as a list's (ListPage). */
export const page = style({
  display: 'grid',
  // One column no wider than the page: the board scrolls sideways inside it.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  minWidth: 0,
  color: vars.color.text,
});

export const stacked = style({ display: 'grid', gap: vars.space.xxs, justifyItems: 'start' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const nowrap = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

/** A link standing alone, e.g. to an enquiry's booking. */
export const link = style([textLink, { fontWeight: vars.fontWeight.medium }]);

/** The projects of interest, one under another, at most a line each. */
export const projectList = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The selection's bar over the table: select all, how many are selected, and Assign. */
export const selectionBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const selectionCount = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The List / Board switch: two joined buttons, the shown view filled. */
export const viewSwitch = style({
  display: 'inline-flex',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const viewButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '36px',
  padding: `0 ${vars.space.md}`,
  border: 'none',
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:not(:first-child)': { borderInlineStart: `1px solid ${vars.color.borderStrong}` },
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-selected]': { background: vars.color.accent, color: vars.color.textOnAccent },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-3px',
    },
  },
});
