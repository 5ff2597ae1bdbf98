/**
 * Plotline's default (light) theme, on :root; theme-dark.css.ts is the other implementation of
 * the same contract. Text and background pairs meet WCAG 2.2 AA contrast (4.5:1 for text, 3:1
 * for the focus ring and borders that carry meaning).
 */
import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

createGlobalTheme(':root', vars, {
  color: {
    canvas: '#f5f7fa',
    surface: '#ffffff',
    surfaceMuted: '#eef1f5',
    border: '#d0d7e2',
    borderStrong: '#7b8798',
    text: '#1b2430',
    textMuted: '#4d5968',
    textOnAccent: '#ffffff',
    accent: '#1d5fbf',
    accentHover: '#174f9f',
    accentPressed: '#123f80',
    focusRing: '#1d5fbf',
    danger: '#b42318',
    dangerHover: '#912018',
    dangerSurface: '#fdecea',
    success: '#0f6b3a',
    successSurface: '#e3f4ea',
    warning: '#8a5300',
    warningSurface: '#fff4de',
    // Yellow, milder than warning's orange: the least overdue bookings (6.5:1 on its surface).
    caution: '#6b5800',
    cautionSurface: '#fff9d6',
    info: '#1d5fbf',
    infoSurface: '#e6effb',
    sidebar: '#14213d',
    sidebarText: '#e8edf5',
    sidebarActive: '#2b4a86',
    overlay: 'rgba(15, 23, 42, 0.55)',
  },
  space: {
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, monospace",
  },
  fontSize: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px' },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  radius: { sm: '4px', md: '6px', lg: '10px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 4px 12px rgba(15, 23, 42, 0.12)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.2)',
  },
});

// Light unless the root asks for dark: the browser's own parts (scrollbars, inputs) match.
globalStyle(':root', { colorScheme: 'light' });

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.canvas,
});
