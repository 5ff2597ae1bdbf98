import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { field } from '../field';

/** The closed select looks like the other input boxes; its states come from RAC attributes. */
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '36px',
  padding: `0 ${vars.space.sm} 0 ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-visible]': {
      borderColor: vars.color.accent,
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '1px',
    },
    [`${field}[data-open] &`]: { borderColor: vars.color.accent },
    [`${field}[data-invalid] &`]: { borderColor: vars.color.danger },
    '&[data-disabled]': {
      background: vars.color.surfaceMuted,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const chevron = style({
  display: 'inline-flex',
  color: vars.color.textMuted,
  transition: 'transform 120ms',
  selectors: { [`${field}[data-open] &`]: { transform: 'rotate(180deg)' } },
});
