import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
  color: vars.color.text,
});

export const projectName = style({
  display: 'grid',
  gap: vars.space.xxs,
  minWidth: '160px',
});

export const nameText = style({ fontWeight: vars.fontWeight.medium });

/** The second line of a cell: the created date, the area in sq yards. */
export const secondary = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
});

export const areaCell = style({
  display: 'grid',
  gap: vars.space.xxs,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});
