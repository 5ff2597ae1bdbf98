import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A framed group of a form's fields (a fieldset), as the project and booking forms draw them. */
export const fieldGroup = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  margin: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const fieldGroupLegend = style({
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});
