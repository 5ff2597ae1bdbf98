import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { standaloneTextTarget } from '../../theme/target-size';

export {
  entries,
  entry,
  loading,
  message as muted,
} from '../RecordDetailsModal/details-section.css';
/** The word the arrow stands for. */
export { visuallyHidden } from '../visually-hidden.css';

export const fields = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

/** Long values (an address, a list of names) wrap inside the cell rather than widening it. */
export const field = style({ overflowWrap: 'anywhere' });

export const fieldLabel = style({ fontWeight: vars.fontWeight.medium });

export const history = style({ display: 'grid', gap: vars.space.md, justifyItems: 'stretch' });

export const entryMeta = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const link = style({
  ...standaloneTextTarget,
  justifySelf: 'start',
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
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
