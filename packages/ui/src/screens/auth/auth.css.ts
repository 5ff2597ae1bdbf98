import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { standaloneTextTarget } from '../../theme/target-size';

/** The signed-out pages: one panel centred on the canvas, with no app frame around it. */
export const page = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100vh',
  padding: vars.space.lg,
  background: vars.color.canvas,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const panel = style({
  display: 'grid',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: '420px',
  padding: vars.space.xxl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  selectors: {
    '&[data-width=wide]': { maxWidth: '560px' },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
});

export const form = style({ display: 'grid', gap: vars.space.lg });

/** Two fields side by side (first and last name), stacked when the panel is narrow. */
export const pair = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
});

export const optionsRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const footer = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textAlign: 'center',
});

/** Underlined, so a link inside a sentence is told apart by more than its colour. */
export const link = style({
  ...standaloneTextTarget,
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-hovered]': { color: vars.color.accentHover },
    '&[data-pressed]': { color: vars.color.accentPressed },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '&[data-tone=warning]': { background: vars.color.warningSurface, color: vars.color.warning },
    '&[data-tone=danger]': { background: vars.color.dangerSurface, color: vars.color.danger },
    '&[data-tone=info]': { background: vars.color.infoSurface, color: vars.color.info },
  },
});

/** The page's actions side by side, e.g. saving and cancelling. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
