import { style } from '@vanilla-extract/css';
import { link as textLink } from '../../components/ContactLink/ContactLink.css';
import { vars } from '../../theme/contract.css';

/** The booking number opens its details. */
export { linkButton as numberButton } from '../../components/Button/link-button.css';
/** E.g. the status button's hint, which sighted users get as its tooltip. */
export { visuallyHidden } from '../../patterns/visually-hidden.css';

export const stacked = style({ display: 'grid', gap: vars.space.xxs, justifyItems: 'start' });

export const strong = style({ fontWeight: vars.fontWeight.bold });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

/** A link in a cell, e.g. to a booking's follow-ups. */
export const link = style([
  textLink,
  { fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, whiteSpace: 'nowrap' },
]);
