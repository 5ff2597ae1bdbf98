import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Layered over Button's style: same variants and states, square and without side padding. */
export const iconButton = style({
  width: '36px',
  padding: 0,
  selectors: {
    '&[data-size=small]': { width: '28px', padding: 0 },
  },
});

export const tooltip = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.fontSize.xs,
  boxShadow: vars.shadow.md,
  pointerEvents: 'none',
});
