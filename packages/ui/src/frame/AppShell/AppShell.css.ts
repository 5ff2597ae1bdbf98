import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { TOP_BAR_HEIGHT } from '../../theme/layout';
import { desktopMedia, sidebarWidth } from '../Sidebar/Sidebar.css';

export const shell = style({ minHeight: '100vh', background: vars.color.canvas });

// Tab scrolls what it reaches clear of the sticky top bar, rather than under it (WCAG 2.4.11);
// only where the shell is, as a page without the bar needs no room kept for it.
globalStyle(`:root:has(${shell})`, { scrollPaddingBlockStart: TOP_BAR_HEIGHT });

/**
 * Out of sight until Tab reaches it first on the page; then over the top bar and the sidebar, in
 * the text's colours reversed for the strongest contrast the theme has.
 */
export const skipLink = style({
  position: 'fixed',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  zIndex: 20,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.text,
  color: vars.color.surface,
  fontWeight: vars.fontWeight.bold,
  boxShadow: vars.shadow.md,
  selectors: {
    '&:focus': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    // As react-aria's VisuallyHidden: still a link to a screen reader, and still reached by Tab.
    '&:not(:focus)': {
      width: '1px',
      height: '1px',
      padding: 0,
      margin: '-1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

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
  // Focused only by the skip link and a change of page, never by Tab: the page's own controls
  // keep their rings.
  outline: 'none',
});
