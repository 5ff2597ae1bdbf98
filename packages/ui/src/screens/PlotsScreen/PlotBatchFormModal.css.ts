import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({ display: 'grid', gap: vars.space.lg });

export const rows = style({ display: 'grid', gap: vars.space.md });

/** Number, size and remark side by side on a wide screen, stacked on a phone. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
  '@media': {
    'screen and (min-width: 720px)': {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.5fr) auto',
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

export const addRow = style({ justifySelf: 'start' });

export const refused = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.text,
});

export const refusedHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.danger,
});

export const refusedList = style({ margin: 0, paddingInlineStart: vars.space.xl });
