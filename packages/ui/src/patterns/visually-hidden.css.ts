import { style } from '@vanilla-extract/css';

/**
 * Read by screen readers only, out of sight (not display:none, which hides it from them too):
 * the word an arrow stands for, or what a button or checkbox names that its row already shows.
 */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
