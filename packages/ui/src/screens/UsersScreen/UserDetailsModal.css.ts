import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const details = style({ display: 'grid', gap: vars.space.xl });

export const message = style({ margin: 0, color: vars.color.textMuted });

/** An email address is one long word; it wraps anywhere rather than widen its column. */
export const anywhere = style({ overflowWrap: 'anywhere' });

export const permissions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
