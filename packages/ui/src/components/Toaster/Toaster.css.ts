import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { TOP_BAR_HEIGHT } from '../../theme/layout';

const TOAST_MAX_WIDTH_PX = 350;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/**
 * docs/product/constants.md "Toasts": toasts appear top-right, at most 350 px wide; under the top
 * bar, not over its menu.
 */
export const region = style({
  position: 'fixed',
  top: `calc(${TOP_BAR_HEIGHT} + ${vars.space.sm})`,
  right: vars.space.lg,
  zIndex: 200,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'max-content',
  maxWidth: `min(${TOAST_MAX_WIDTH_PX}px, calc(100vw - 32px))`,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: '4px',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  outline: 'none',
  selectors: {
    '&[data-kind=success]': { borderLeftColor: vars.color.success },
    '&[data-kind=error]': { borderLeftColor: vars.color.danger },
    '&[data-kind=info]': { borderLeftColor: vars.color.info },
    '&[data-kind=loading]': { borderLeftColor: vars.color.borderStrong },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const kindIcon = style({
  display: 'flex',
  paddingTop: '5px',
  selectors: {
    [`${toast}[data-kind=success] &`]: { color: vars.color.success },
    [`${toast}[data-kind=error] &`]: { color: vars.color.danger },
    [`${toast}[data-kind=info] &`]: { color: vars.color.info },
    [`${toast}[data-kind=loading] &`]: { color: vars.color.textMuted },
  },
});

export const loadingIcon = style({
  animation: `${spin} 800ms linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
  paddingTop: vars.space.xs,
  overflowWrap: 'anywhere',
});

/** The second line, e.g. the server's reason: secondary to the message above it. */
export const detail = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
