import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const panel = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  maxWidth: '480px',
  margin: `${vars.space.xxl} auto`,
  padding: vars.space.xl,
  textAlign: 'center',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.danger,
});

export const message = style({ margin: 0, color: vars.color.textMuted });
