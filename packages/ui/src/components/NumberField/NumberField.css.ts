import { style } from '@vanilla-extract/css';

/** Amounts and areas line up digit for digit when fields are stacked. */
export const numberInput = style({ fontVariantNumeric: 'tabular-nums' });
