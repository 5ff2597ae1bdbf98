import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * What every field shares: label, help text, error text and the input box. States are RAC's data
 * attributes on the element itself or on the field root, never JavaScript state.
 */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const requiredMark = style({
  color: vars.color.danger,
  marginInlineStart: vars.space.xxs,
});

export const description = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const errorText = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.danger,
});

// borderStrong, not border: an input's edge must reach 3:1 against the surface (WCAG 1.4.11).
const box = {
  minHeight: '36px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  outline: 'none',
  transition: 'border-color 120ms, box-shadow 120ms',
} as const;

const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' };
const focusedEdge = {
  borderColor: vars.color.accent,
  boxShadow: `0 0 0 1px ${vars.color.accent}`,
};
const invalidEdge = { borderColor: vars.color.danger };
const disabledBox = {
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  cursor: 'not-allowed',
};

/** RAC Input or TextArea standing alone: it carries its own state attributes. */
export const inputBox = style({
  ...box,
  width: '100%',
  // Thin block padding: the 36px minimum sets the height, level with selects and pickers.
  padding: `${vars.space.xs} ${vars.space.md}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&[data-hovered]': { borderColor: vars.color.text },
    // A text box shows where typing goes however it was focused, not only from the keyboard.
    '&[data-focused]': focusedEdge,
    '&[data-focus-visible]': focusRing,
    '&[data-invalid]': invalidEdge,
    '&[data-invalid][data-focused]': { boxShadow: `0 0 0 1px ${vars.color.danger}` },
    '&[data-disabled]': disabledBox,
  },
});

/** RAC Group holding an input and its buttons: the group draws the box for all of them. */
export const groupBox = style({
  ...box,
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  paddingInlineEnd: vars.space.xxs,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-within]': focusedEdge,
    '&[data-focus-visible]': focusRing,
    '&[data-invalid]': invalidEdge,
    '&[data-invalid][data-focus-within]': { boxShadow: `0 0 0 1px ${vars.color.danger}` },
    '&[data-disabled]': disabledBox,
  },
});

/** An input inside a groupBox: borderless, since the group shows focus and validity. */
export const groupInput = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** Small icon button inside a field (reveal, open, step). */
export const fieldButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '30px',
  height: '30px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-pressed]': { background: vars.color.border },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` },
    '&[data-disabled]': { cursor: 'not-allowed', background: 'transparent' },
  },
});

/** The popover of a select or combo box; RAC sets --trigger-width to the field's width. */
export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: '320px',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  outline: 'none',
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xs,
  outline: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.surfaceMuted },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});
