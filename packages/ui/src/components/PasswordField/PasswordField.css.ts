import { style } from '@vanilla-extract/css';

/** Masking dots run together at body spacing; a little air makes their count readable. */
export const passwordInput = style({
  selectors: { '&[type=password]': { letterSpacing: '0.12em' } },
});
