import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Each tone pairs a theme colour with its surface, an AA-contrast pair in the theme. */
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: '1px solid currentColor',
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-tone=neutral]': { color: vars.color.textMuted, background: vars.color.surfaceMuted },
    '&[data-tone=info]': { color: vars.color.info, background: vars.color.infoSurface },
    '&[data-tone=success]': { color: vars.color.success, background: vars.color.successSurface },
    '&[data-tone=caution]': { color: vars.color.caution, background: vars.color.cautionSurface },
    '&[data-tone=warning]': { color: vars.color.warning, background: vars.color.warningSurface },
    '&[data-tone=danger]': { color: vars.color.danger, background: vars.color.dangerSurface },
  },
});
