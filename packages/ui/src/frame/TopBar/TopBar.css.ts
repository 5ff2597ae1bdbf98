import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { TOP_BAR_HEIGHT } from '../../theme/layout';
import { desktopMedia } from '../Sidebar/Sidebar.css';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: TOP_BAR_HEIGHT,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** The menu button opens the mobile drawer; on desktop the sidebar is always shown. */
export const menuButton = style({
  display: 'contents',
  '@media': { [desktopMedia]: { display: 'none' } },
});

export const search = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  flex: '1 1 auto',
  maxWidth: '420px',
  color: vars.color.textMuted,
});

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  display: 'inline-flex',
  pointerEvents: 'none',
});

export const searchInput = style({
  width: '100%',
  minHeight: '36px',
  paddingBlock: 0,
  paddingInline: `calc(${vars.space.md} + 20px + ${vars.space.sm}) ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});
