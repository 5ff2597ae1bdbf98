import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const details = style({ display: 'grid', gap: vars.space.xl });

export const message = style({ margin: 0, color: vars.color.textMuted });

export const loading = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '160px',
});
