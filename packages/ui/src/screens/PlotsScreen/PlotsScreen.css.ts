import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const stacked = style({ display: 'grid', gap: vars.space.xxs });

export const strong = style({ fontWeight: vars.fontWeight.bold });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
