import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const action = style({
  marginTop: vars.space.md,
});
