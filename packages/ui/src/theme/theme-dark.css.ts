/**
 * Plotline's dark theme: the same contract as theme.css.ts, with its colours and shadows assigned
 * again (space, type and radii are shared). Applied by `data-color-scheme="dark"` on the root, or
 * by "system" when the browser prefers dark; see color-scheme.ts. Text meets WCAG 2.2 AA on every
 * surface it sits on (4.5:1), as do the focus ring and meaningful borders (3:1); the accent and
 * danger colours are light here, so text on them (textOnAccent) is dark.
 */
import { assignVars, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

const darkColors = assignVars(vars.color, {
  canvas: '#0f141b',
  surface: '#171e28',
  surfaceMuted: '#222b38',
  border: '#364152',
  borderStrong: '#7f8ca0',
  text: '#e6ebf2',
  textMuted: '#a8b3c2',
  textOnAccent: '#0b1220',
  accent: '#7ab0ff',
  accentHover: '#9ec5ff',
  accentPressed: '#c0d9ff',
  focusRing: '#7ab0ff',
  danger: '#ff8f85',
  dangerHover: '#ffb0a8',
  dangerSurface: '#3b1c1b',
  success: '#6fd49b',
  successSurface: '#13301f',
  warning: '#f2ae4e',
  warningSurface: '#352510',
  caution: '#e3cc5a',
  cautionSurface: '#2e290c',
  info: '#7ab0ff',
  infoSurface: '#172a45',
  // Darker than the canvas, so the sidebar still reads as its own band.
  sidebar: '#0b1220',
  sidebarText: '#e6ebf2',
  sidebarActive: '#26406c',
  overlay: 'rgba(0, 0, 0, 0.65)',
});

// On a dark canvas a faint shadow vanishes; deeper ones keep popovers and modals lifted.
const darkShadows = assignVars(vars.shadow, {
  sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
  md: '0 4px 12px rgba(0, 0, 0, 0.55)',
  lg: '0 12px 32px rgba(0, 0, 0, 0.7)',
});

const dark = { ...darkColors, ...darkShadows };

// color-scheme makes the browser's own parts (scrollbars, date inputs, autofill) dark too.
globalStyle(':root[data-color-scheme="dark"]', { colorScheme: 'dark', vars: dark });

globalStyle(':root[data-color-scheme="system"]', {
  colorScheme: 'light dark',
  '@media': { '(prefers-color-scheme: dark)': { vars: dark } },
});
