import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export { actions, loading, muted as message } from '../payments/money-section.css';

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const entries = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const entry = style({ display: 'grid' });
