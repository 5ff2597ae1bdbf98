/**
 * Plotline's dark theme: the same contract as theme.css.ts, with its colours and shadows assigned
 * again (space, type and radii are shared). Applied by `data-color-scheme="dark"` on the root, or
 * by "system" when the browser prefers dark; see color-scheme.ts. Text meets WCAG 2.2 AA on every
 * surface it sits on (4.5:1), as do the focus ring and meaningful borders (3:1); the accent and
 * danger colours are light here, so text on them (textOnAccent) is dark.
 */
import { assignVars, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkColors } from './palette';

// On a dark canvas a faint shadow vanishes; deeper ones keep popovers and modals lifted.
const darkShadows = assignVars(vars.shadow, {
  sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
  md: '0 4px 12px rgba(0, 0, 0, 0.55)',
  lg: '0 12px 32px rgba(0, 0, 0, 0.7)',
});

const dark = { ...assignVars(vars.color, darkColors), ...darkShadows };

// color-scheme makes the browser's own parts (scrollbars, date inputs, autofill) dark too.
globalStyle(':root[data-color-scheme="dark"]', { colorScheme: 'dark', vars: dark });

globalStyle(':root[data-color-scheme="system"]', {
  colorScheme: 'light dark',
  '@media': { '(prefers-color-scheme: dark)': { vars: dark } },
});
