import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

/** As many columns as fit cards of a readable width: one on a phone, three or four on a desktop. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const gridItem = style({ minWidth: 0 });

/** Where the spinner, the failure and the empty state stand in for the grid. */
export const placeholder = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '200px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
