import { style } from '@vanilla-extract/css';
import { field } from '../field';

/** The chevron turns while the list is open, so the button shows what it will do next. */
export const chevron = style({
  display: 'inline-flex',
  transition: 'transform 120ms',
  selectors: { [`${field}[data-open] &`]: { transform: 'rotate(180deg)' } },
});
