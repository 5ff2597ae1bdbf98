import { style } from '@vanilla-extract/css';
import { menuPopover } from '../../components/Menu/menu.css';
import { vars } from '../../theme/contract.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.accentHover },
    '&[data-pressed]': { background: vars.color.accentPressed },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/**
 * The initials are the user's picture, as an avatar image would be, not the button's name ('User
 * menu'); drawn as generated content, they stay out of the name like an image's empty alt would.
 */
export const initials = style({
  selectors: { '&::before': { content: 'attr(data-initials)' } },
});

export const popover = style([menuPopover, { minWidth: '220px' }]);

export { menu, menuItem as item } from '../../components/Menu/menu.css';

export const header = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  marginBottom: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const name = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const detail = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** A rule above each section after the first: the theme choice, then Sign out. */
export const section = style({
  marginTop: vars.space.xs,
  paddingTop: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
});

export const sectionHeader = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
