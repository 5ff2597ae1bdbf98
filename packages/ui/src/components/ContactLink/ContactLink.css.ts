import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { standaloneTextTarget } from '../../theme/target-size';

/**
 * A phone number or an email address that opens the phone or the mail, in the text's own size.
 * How a long address wraps is the place's to say (a details list wraps it anywhere); a table
 * column need only be as wide as the longer half, with the break after the @ (EmailLink).
 */
export const link = style({
  ...standaloneTextTarget,
  justifyContent: 'flex-start',
  color: vars.color.accent,
  textDecoration: 'underline',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-hovered]': { color: vars.color.accentHover },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
