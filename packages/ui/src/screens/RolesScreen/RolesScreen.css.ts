import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const search = style({ maxWidth: '360px' });

export const name = style({ fontWeight: vars.fontWeight.medium });

/** 'No description', quieter than a real one. */
export const muted = style({ color: vars.color.textMuted });

export const description = style({ display: 'block', maxWidth: '48ch', whiteSpace: 'normal' });

export const actions = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });
