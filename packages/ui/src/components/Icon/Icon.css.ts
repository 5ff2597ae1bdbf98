import { style } from '@vanilla-extract/css';

/** An icon keeps its size beside text that wraps or a flex box that runs short of room. */
export const icon = style({ flexShrink: 0 });
