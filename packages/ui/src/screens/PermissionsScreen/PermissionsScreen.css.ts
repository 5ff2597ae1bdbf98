import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A permission's name is an identifier, module.action: set as code. */
export const name = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

export const muted = style({ color: vars.color.textMuted });

export const description = style({ display: 'block', maxWidth: '48ch', whiteSpace: 'normal' });
