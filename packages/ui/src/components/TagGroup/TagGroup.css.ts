import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { MIN_TARGET_SIZE } from '../../theme/target-size';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  // As tall as the input boxes beside it in a filter panel's row.
  minHeight: '36px',
  alignItems: 'center',
});

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.xs} ${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.info}`,
  borderRadius: vars.radius.pill,
  background: vars.color.infoSurface,
  color: vars.color.info,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '1px',
    },
  },
});

/** The least target of WCAG 2.5.8: a smaller one would need room around it that a tag lacks. */
export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: MIN_TARGET_SIZE,
  height: MIN_TARGET_SIZE,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'none',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` },
  },
});
