import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { standaloneTextTarget } from '../../theme/target-size';

/** A timestamp on one line, its digits lined up down the column. */
export const when = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

/** A row grows as its changes open: its other cells stay level with the first line. */
export const topAlignedCells = style({});
globalStyle(`${topAlignedCells} :is([role=gridcell], [role=rowheader])`, { verticalAlign: 'top' });

export const link = style({
  ...standaloneTextTarget,
  color: vars.color.accent,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-hovered]': { color: vars.color.accentHover },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
