import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { field } from '../../components/field';

export const searchBox = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  display: 'inline-flex',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

/**
 * Room for the icon before the text and the clear button after it; as tall as a select beside
 * it, as the top bar's search box is.
 */
export const searchInput = style({
  minHeight: '36px',
  paddingBlock: 0,
  paddingInlineStart: `calc(${vars.space.md} + 16px + ${vars.space.sm})`,
  paddingInlineEnd: `calc(${vars.space.xs} + 30px)`,
  selectors: {
    // The field has its own clear button; Chromium would draw a second one.
    '&::-webkit-search-cancel-button': { appearance: 'none' },
  },
});

export const clearButton = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xxs,
  selectors: {
    [`${field}[data-empty] &`]: { display: 'none' },
  },
});
