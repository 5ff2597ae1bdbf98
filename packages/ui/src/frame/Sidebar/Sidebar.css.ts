import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** From this width the sidebar is fixed beside the content; below it, it is a drawer. */
export const desktopMedia = 'screen and (min-width: 1024px)';
export const sidebarWidth = '240px';

const panel = style({
  display: 'flex',
  flexDirection: 'column',
  width: sidebarWidth,
  background: vars.color.sidebar,
  color: vars.color.sidebarText,
});

export const fixedPanel = style([
  panel,
  {
    display: 'none',
    position: 'fixed',
    insetBlock: 0,
    insetInlineStart: 0,
    overflowY: 'auto',
    '@media': { [desktopMedia]: { display: 'flex' } },
  },
]);

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.lg}`,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: `0 ${vars.space.sm} ${vars.space.lg}`,
  display: 'grid',
  gap: vars.space.xxs,
});

export const link = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.sidebarText,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    // The link element is injected (a plain anchor or the app's router link), not a RAC
    // component, so its states are the browser's pseudo-classes rather than data attributes.
    '&:hover': { background: vars.color.sidebarActive },
    '&[aria-current=page]': {
      background: vars.color.sidebarActive,
      fontWeight: vars.fontWeight.bold,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.sidebarText}`, outlineOffset: '-2px' },
  },
});

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const animated = '(prefers-reduced-motion: no-preference)';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  background: vars.color.overlay,
  '@media': {
    [animated]: {
      selectors: {
        '&[data-entering]': { animation: `${fadeIn} 200ms ease-out` },
        '&[data-exiting]': { animation: `${fadeIn} 150ms ease-in reverse` },
      },
    },
    // The drawer is a mobile affordance: on a desktop-wide window the fixed sidebar shows instead.
    [desktopMedia]: { display: 'none' },
  },
});

export const drawer = style([
  panel,
  {
    position: 'fixed',
    insetBlock: 0,
    insetInlineStart: 0,
    maxWidth: '85vw',
    overflowY: 'auto',
    boxShadow: vars.shadow.lg,
    '@media': {
      [animated]: {
        selectors: {
          '&[data-entering]': { animation: `${slideIn} 200ms ease-out` },
          '&[data-exiting]': { animation: `${slideIn} 150ms ease-in reverse` },
        },
      },
    },
  },
]);

export const dialog = style({ outline: 'none' });

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.sidebarText,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.sidebarActive },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.sidebarText}` },
  },
});
