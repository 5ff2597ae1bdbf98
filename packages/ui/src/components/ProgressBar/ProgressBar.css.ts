import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const progressBar = style({
  display: 'grid',
  gap: vars.space.xs,
  width: '100%',
  fontSize: vars.fontSize.sm,
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

export const valueText = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  height: '8px',
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  transition: 'width 200ms ease-out',
  selectors: {
    // With no value to show, a short bar sweeps across instead.
    [`${track}[data-indeterminate] &`]: {
      width: '40%',
      animation: `${slide} 1200ms ease-in-out infinite`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { [`${track}[data-indeterminate] &`]: { animationDuration: '3600ms' } },
    },
  },
});
