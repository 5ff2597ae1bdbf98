import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { standaloneTextTarget } from '../../theme/target-size';

/** Eleven columns: the headers may wrap, so the figures keep their room. */
export const wrapsColumnHeaders = style({});
globalStyle(`${wrapsColumnHeaders} [role=columnheader]`, { whiteSpace: 'normal' });

export const strong = style({ fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' });

export const muted = style({ color: vars.color.textMuted });

/** A line above the table, e.g. why the owners are not named. */
export const note = style({ margin: 0, color: vars.color.textMuted });

export const nowrap = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const strongFigure = style([nowrap, { fontWeight: vars.fontWeight.bold }]);

export const dueDate = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const link = style({
  ...standaloneTextTarget,
  color: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-hovered]': { color: vars.color.accentHover },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
