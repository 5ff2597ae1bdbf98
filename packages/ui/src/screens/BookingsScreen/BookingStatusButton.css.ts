import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The status badge is the button: a chevron says it opens choices; a final one has none. */
export const statusButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  border: '1px solid transparent',
  borderRadius: vars.radius.pill,
  background: 'none',
  color: vars.color.textMuted,
  font: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    // A final status is read, not faded: only the pointer says it cannot change.
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});
