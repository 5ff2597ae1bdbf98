import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const body = style({ display: 'grid', gap: vars.space.lg });

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

export const summaryNumber = style({ fontWeight: vars.fontWeight.bold });

export const summaryOwner = style({ color: vars.color.textMuted });

export const transition = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
});

export const prompt = style({ margin: 0, color: vars.color.textMuted });

export const choices = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A whole-width choice: the picker label, then the status it leads to. */
export const choice = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  transition: 'background-color 120ms, border-color 120ms',
  selectors: {
    '&[data-hovered]': {
      background: vars.color.surfaceMuted,
      borderColor: vars.color.borderStrong,
    },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const form = style({ display: 'grid', gap: vars.space.lg });
