import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { MIN_TARGET_SIZE } from '../../theme/target-size';

export const dateInput = style({
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  minWidth: 0,
  // Thin block padding: the segments' 24 px and this stay within the 36 px box.
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontVariantNumeric: 'tabular-nums',
});

/**
 * Each part of the date (day, month, year) is its own spin button, each a pointer target as
 * big as WCAG 2.5.8 asks: they sit side by side, with no room between them to make up for less.
 */
export const segment = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: MIN_TARGET_SIZE,
  minHeight: MIN_TARGET_SIZE,
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-type=literal]': { minWidth: 0, padding: 0 },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.accent, color: vars.color.textOnAccent },
  },
});

export const calendarPopover = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  outline: 'none',
});

export const dialog = style({ outline: 'none' });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const grid = style({ borderCollapse: 'collapse' });

// RAC renders the weekday header cells itself; they take no className.
globalStyle(`${grid} th`, {
  padding: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '34px',
  height: '34px',
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    // Days of the neighbouring months would repeat dates shown on the next page.
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-today]': { fontWeight: vars.fontWeight.bold, color: vars.color.accent },
    '&[data-selected]': { background: vars.color.accent, color: vars.color.textOnAccent },
    '&[data-selected][data-hovered]': { background: vars.color.accentHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.textMuted,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
  },
});
