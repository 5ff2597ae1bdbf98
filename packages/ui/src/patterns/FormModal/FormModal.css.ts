import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The notice that someone else changed the record: the theme's warning pair, which passes AA in
 * both schemes (about 5.8:1 light, 7.7:1 dark), with a rule and an icon so colour is not the
 * only sign.
 */
export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.lg}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.warning}`,
  borderInlineStartWidth: '4px',
  borderRadius: vars.radius.md,
  background: vars.color.warningSurface,
  color: vars.color.warning,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const noticeIcon = style({ flexShrink: 0, marginTop: '2px' });
