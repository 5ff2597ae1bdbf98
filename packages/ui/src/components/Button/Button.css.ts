import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Variants and states are attributes (data-variant, data-pressed, …), never JavaScript state. */
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '36px',
  padding: `0 ${vars.space.lg}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  transition: 'background-color 120ms, border-color 120ms',
  selectors: {
    '&[data-variant=primary]': { background: vars.color.accent, color: vars.color.textOnAccent },
    '&[data-variant=primary][data-hovered]': { background: vars.color.accentHover },
    '&[data-variant=primary][data-pressed]': { background: vars.color.accentPressed },
    '&[data-variant=secondary]': {
      background: vars.color.surface,
      color: vars.color.text,
      borderColor: vars.color.borderStrong,
    },
    '&[data-variant=secondary][data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-variant=danger]': { background: vars.color.danger, color: vars.color.textOnAccent },
    '&[data-variant=danger][data-hovered]': { background: vars.color.dangerHover },
    '&[data-variant=quiet]': { background: 'transparent', color: vars.color.accent },
    '&[data-variant=quiet][data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-size=small]': {
      minHeight: '28px',
      padding: `0 ${vars.space.md}`,
      fontSize: vars.fontSize.sm,
    },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    '&[data-pending]': { cursor: 'progress' },
  },
});
