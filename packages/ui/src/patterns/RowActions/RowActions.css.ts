import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const rowActions = style({ display: 'inline-flex', gap: vars.space.xs });
