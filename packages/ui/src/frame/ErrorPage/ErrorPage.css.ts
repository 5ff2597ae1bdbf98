import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.lg,
  maxWidth: '720px',
  margin: '0 auto',
  padding: vars.space.xxl,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.danger,
});

export const message = style({
  margin: 0,
  padding: vars.space.lg,
  maxWidth: '100%',
  overflowX: 'auto',
  whiteSpace: 'pre-wrap',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  background: vars.color.dangerSurface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '36px',
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.accentHover },
    '&[data-pressed]': { background: vars.color.accentPressed },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
