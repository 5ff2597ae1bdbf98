import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export { loading, muted as message } from '../../payments/money-section.css';

export const section = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const more = style({ margin: 0 });
