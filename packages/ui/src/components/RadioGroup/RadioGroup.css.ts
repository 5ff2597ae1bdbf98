import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { MIN_TARGET_SIZE } from '../../theme/target-size';

/** Options stack by default; short sets (gender, yes/no) sit in a row. */
export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: {
    '[data-orientation=horizontal] > &': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.lg,
    },
  },
});

export const radioButton = style({
  // react-aria's visually hidden input is absolutely placed: keep it inside its label, so
  // focusing it does not scroll a modal's body to wherever the nearest positioned box is.
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  // The label is what a pointer hits: at least 24 px tall (WCAG 2.5.8), above one line of text.
  minHeight: MIN_TARGET_SIZE,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

/** The drawn circle; a thick accent ring marks the chosen option. */
export const circle = style({
  flexShrink: 0,
  width: '18px',
  height: '18px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  transition: 'border-width 120ms, border-color 120ms',
  selectors: {
    [`${radioButton}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${radioButton}[data-selected] &`]: {
      border: `5px solid ${vars.color.accent}`,
    },
    [`${radioButton}[data-selected][data-pressed] &`]: { borderColor: vars.color.accentPressed },
    [`${radioButton}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${radioButton}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    [`${radioButton}[data-disabled] &`]: {
      background: vars.color.surfaceMuted,
      borderColor: vars.color.border,
    },
  },
});
