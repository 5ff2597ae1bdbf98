import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { desktopMedia, sidebarWidth } from '../Sidebar/Sidebar.css';

export const shell = style({ minHeight: '100vh', background: vars.color.canvas });

/** On desktop the content sits beside the fixed sidebar; on mobile it takes the full width. */
export const content = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  '@media': { [desktopMedia]: { marginInlineStart: sidebarWidth } },
});

export const header = style({ position: 'sticky', top: 0, zIndex: 10 });

export const main = style({
  flex: '1 1 auto',
  padding: vars.space.xl,
  minWidth: 0,
});
