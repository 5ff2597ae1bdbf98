/**
 * The colours of the light theme (theme.css.ts) and the dark theme (theme-dark.css.ts): plain
 * values rather than style sheet code, so palette.test.ts can hold them to WCAG 2.2 AA's contrast.
 */
import type { vars } from './contract.css';

export type ThemeColors = Record<keyof typeof vars.color, string>;

export const lightColors: ThemeColors = {
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
};

export const darkColors: ThemeColors = {
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
};
