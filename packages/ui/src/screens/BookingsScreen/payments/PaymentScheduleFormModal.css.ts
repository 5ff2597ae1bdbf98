import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const form = style({ display: 'grid', gap: vars.space.lg });

/** The sale value and the plan side by side where there is room. */
export const header = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  alignItems: 'start',
});

export const rows = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Label, due date and amount side by side on a wide screen, stacked on a phone. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': {
    'screen and (min-width: 720px)': {
      gridTemplateColumns: 'minmax(0, 1.5fr) minmax(0, 1fr) minmax(0, 1fr) auto',
      alignItems: 'start',
    },
  },
});

export const rowLegend = style({
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

/** Lines the remove button up with the inputs, below their labels. */
export const rowAction = style({
  display: 'flex',
  justifyContent: 'flex-end',
  '@media': { 'screen and (min-width: 720px)': { paddingTop: '22px', minWidth: '36px' } },
});

/** 'Add instalment', and the rows' total at the other end. */
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const total = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const field = style({ display: 'grid' });
