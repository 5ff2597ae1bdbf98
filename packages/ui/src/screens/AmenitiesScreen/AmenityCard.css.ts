import { style } from '@vanilla-extract/css';
import { card as cardSurface } from '../../components/Card/Card.css';
import { vars } from '../../theme/contract.css';

/** A column, so the dates and actions sit at the foot of every card in a row of the grid. */
export const card = style([
  cardSurface,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    height: '100%',
    minWidth: 0,
  },
]);

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const name = style({
  margin: 0,
  minWidth: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

/**
 * docs/product/screens.md "Amenities": the description shows three lines; the whole text stays in
 * the page for readers.
 */
export const description = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 3,
  overflow: 'hidden',
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const footer = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: 'auto',
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const dates = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const dateTerm = style({ color: vars.color.textMuted });

export const dateValue = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const actions = style({ display: 'flex', gap: vars.space.xxs, flexShrink: 0 });

/** Delete is told apart from edit by its icon and name; the colour only adds to them. */
export const deleteIcon = style({ display: 'inline-flex', color: vars.color.danger });
