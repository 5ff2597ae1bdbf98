import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  color: vars.color.text,
});

export const search = style({ maxWidth: '360px' });

/** A load failure or an empty list sits where the table would, in the same card. */
export const placeholder = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
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

export const actions = style({
  display: 'inline-flex',
  gap: vars.space.xxs,
});
