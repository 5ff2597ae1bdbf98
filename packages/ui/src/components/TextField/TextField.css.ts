import { style } from '@vanilla-extract/css';

/** Remarks and notes run to several lines; the user may make the box taller. */
export const textArea = style({ minHeight: '88px', resize: 'vertical' });
