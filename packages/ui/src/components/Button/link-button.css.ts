import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { standaloneTextTarget } from '../../theme/target-size';

/**
 * A react-aria Button that reads as a link, for what opens over the page rather than goes to
 * another, e.g. a booking's number in its row, which opens its details: bold in the links' colour,
 * underlined on hover.
 */
export const linkButton = style({
  ...standaloneTextTarget,
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.accent,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline', color: vars.color.accentHover },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
