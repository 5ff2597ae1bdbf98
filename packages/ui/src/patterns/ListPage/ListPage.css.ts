import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Title and actions on one line; the actions drop below the title on a phone. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const subtitle = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The table and its pages, together on one card. */
export const listSection = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

/** A list screen's page: its header, filters and list, one under another. */
export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
  color: vars.color.text,
});
