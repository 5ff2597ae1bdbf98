import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const muted = style({ color: vars.color.textMuted });

/** A line above the table, e.g. why the owners are not named. */
export const note = style({ margin: 0, color: vars.color.textMuted });

export const nowrap = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const strongFigure = style([nowrap, { fontWeight: vars.fontWeight.bold }]);

export const dueDate = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});
