import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  // Lets a Modal's height cap shrink the dialog, so its body scrolls instead of overflowing.
  minHeight: 0,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

/** Only the body scrolls, so the title and the actions stay in view in a long form. */
export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.xl,
  outline: 'none',
  selectors: {
    '&[data-read-only]:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
});
