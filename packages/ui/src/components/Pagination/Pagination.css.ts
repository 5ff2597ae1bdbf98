import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The summary and the buttons share a line on wide screens and stack on narrow ones. */
export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
});

export const summary = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const pages = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Where the pages stop: its own line under the summary and the buttons. */
export const depthNote = style({
  flexBasis: '100%',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
