import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { MIN_TARGET_SIZE } from '../../theme/target-size';

export const checkboxButton = style({
  // react-aria's visually hidden input is absolutely placed: keep it inside its label, so
  // focusing it does not scroll a modal's body to wherever the nearest positioned box is.
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  // The label is what a pointer hits: at least 24 px tall (WCAG 2.5.8), above one line of text.
  minHeight: MIN_TARGET_SIZE,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

/** The drawn box; its look follows the state attributes of the CheckboxButton around it. */
export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '18px',
  height: '18px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.textOnAccent,
  transition: 'background-color 120ms, border-color 120ms',
  selectors: {
    [`${checkboxButton}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${checkboxButton}:is([data-selected], [data-indeterminate]) &`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${checkboxButton}:is([data-selected], [data-indeterminate])[data-pressed] &`]: {
      background: vars.color.accentPressed,
    },
    [`${checkboxButton}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${checkboxButton}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    [`${checkboxButton}[data-disabled] &`]: {
      background: vars.color.surfaceMuted,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
    },
  },
});

/** The tick (or the dash) is drawn only when selected (or mixed), so an empty box stays empty. */
export const tick = style({
  visibility: 'hidden',
  selectors: {
    [`${checkboxButton}:is([data-selected], [data-indeterminate]) &`]: { visibility: 'visible' },
  },
});
