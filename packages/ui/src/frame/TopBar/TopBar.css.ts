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

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});
