import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const disclosure = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });

/** A quiet, link-coloured trigger: it reads as part of the text it sits in. */
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  margin: `0 calc(-1 * ${vars.space.xs})`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.accent,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted, color: vars.color.accentHover },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '1px',
    },
  },
});

export const chevron = style({
  display: 'inline-flex',
  transition: 'transform 120ms',
  selectors: { [`${disclosure}[data-expanded] &`]: { transform: 'rotate(90deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const panel = style({ width: '100%' });
