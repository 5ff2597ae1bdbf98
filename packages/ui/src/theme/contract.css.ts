/**
 * The theme contract: every colour, space, type size, radius and shadow the components use is
 * one of these CSS variables, so an embedding tool re-themes Plotline by assigning them.
 */
import { createThemeContract } from '@vanilla-extract/css';

export const vars = createThemeContract({
  color: {
    canvas: null,
    surface: null,
    surfaceMuted: null,
    border: null,
    borderStrong: null,
    text: null,
    textMuted: null,
    textOnAccent: null,
    accent: null,
    accentHover: null,
    accentPressed: null,
    focusRing: null,
    danger: null,
    dangerHover: null,
    dangerSurface: null,
    success: null,
    successSurface: null,
    warning: null,
    warningSurface: null,
    caution: null,
    cautionSurface: null,
    info: null,
    infoSurface: null,
    sidebar: null,
    sidebarText: null,
    sidebarActive: null,
    overlay: null,
  },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  font: { body: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  fontWeight: { regular: null, medium: null, bold: null },
  lineHeight: { tight: null, normal: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  shadow: { sm: null, md: null, lg: null },
});
