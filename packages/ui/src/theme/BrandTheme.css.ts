/**
 * An embedder's own brand for the Brand theme story: the contract's variables assigned on a
 * wrapper. Every colour is assigned, as the type of assignVars(vars.color, ...) demands, so the
 * brand holds whichever scheme the page around it is in; radii and the body font change too.
 */
import { assignVars, style } from '@vanilla-extract/css';
import { vars } from './contract.css';

export const harbourHomes = style({
  vars: {
    ...assignVars(vars.color, {
      canvas: '#f6f3ee',
      surface: '#ffffff',
      surfaceMuted: '#efe9e0',
      border: '#d9cfc2',
      borderStrong: '#857766',
      text: '#2a211a',
      textMuted: '#5e5246',
      textOnAccent: '#ffffff',
      accent: '#00695c',
      accentHover: '#00564b',
      accentPressed: '#004239',
      focusRing: '#00695c',
      danger: '#a4262c',
      dangerHover: '#861f24',
      dangerSurface: '#fbe9ea',
      success: '#2e6b1f',
      successSurface: '#e7f3e1',
      warning: '#8a4b00',
      warningSurface: '#fdf0de',
      caution: '#6a5a00',
      cautionSurface: '#fbf5d2',
      info: '#00607a',
      infoSurface: '#e1f2f6',
      sidebar: '#1f3a36',
      sidebarText: '#eef6f4',
      sidebarActive: '#2f5a53',
      overlay: 'rgba(31, 26, 20, 0.55)',
    }),
    ...assignVars(vars.radius, { sm: '2px', md: '2px', lg: '4px', pill: '4px' }),
    [vars.font.body]: "Georgia, 'Times New Roman', serif",
  },
  // Inherited colours are resolved where they are set (the body), so the wrapper sets its own.
  colorScheme: 'light',
  color: vars.color.text,
  background: vars.color.canvas,
  fontFamily: vars.font.body,
  padding: vars.space.xl,
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '640px',
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
