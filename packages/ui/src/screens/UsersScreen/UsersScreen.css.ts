import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const stacked = style({ display: 'grid', gap: vars.space.xxs, justifyItems: 'start' });

export const strong = style({ fontWeight: vars.fontWeight.bold });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const roles = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const actions = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.xxs });

export const form = style({ display: 'grid', gap: vars.space.lg });

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});

export const subject = style({ margin: 0, color: vars.color.textMuted });

export const warning = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.warning}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSurface,
  color: vars.color.warning,
  fontSize: vars.fontSize.sm,
});

export const roleList = style({ display: 'grid', gap: vars.space.md });

export const roleCount = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const inactiveNote = style({
  display: 'inline-flex',
  gap: vars.space.xs,
  alignItems: 'center',
  flexWrap: 'wrap',
});
