import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A framed group of a form's fields, as the project and booking forms draw them. */
export const fieldGroup = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  margin: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: {
    // A group inside another is drawn a step quieter.
    '&[data-nested]': { padding: vars.space.md, background: vars.color.surfaceMuted },
  },
});

export const legend = style({
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    [`${fieldGroup}[data-nested] > &`]: { fontSize: vars.fontSize.sm },
  },
});
