/**
 * The looks of a menu that drops from its button, react-aria's Menu in a Popover: the user menu,
 * an enquiry card's 'Move to…'. Each sets how wide it is at the least, and its items' size.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const menuPopover = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  outline: 'none',
});

export const menu = style({ padding: vars.space.xs, outline: 'none' });

export const menuItem = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});
