import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Remarks and notes run to several lines; the user may make the box taller. */
export const textArea = style({
  minHeight: '88px',
  paddingBlock: vars.space.sm,
  resize: 'vertical',
});
