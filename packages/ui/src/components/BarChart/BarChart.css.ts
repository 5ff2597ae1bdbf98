import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import type { BarChartTone } from './BarChart';

export const chart = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

/** Each tone's strong colour: on the surface it meets 3:1 for graphics and 4.5:1 for text. */
const TONE_COLOURS: Readonly<Record<BarChartTone, string>> = {
  neutral: vars.color.textMuted,
  info: vars.color.info,
  success: vars.color.success,
  caution: vars.color.caution,
  warning: vars.color.warning,
  danger: vars.color.danger,
};

const toneSelectors = (property: 'fill' | 'background') =>
  Object.fromEntries(
    Object.entries(TONE_COLOURS).map(([tone, colour]) => [
      `&[data-tone=${tone}]`,
      { [property]: colour },
    ]),
  );

export const swatch = style({
  width: '12px',
  height: '12px',
  borderRadius: vars.radius.sm,
  selectors: toneSelectors('background'),
});

/** Below this width the chart scrolls sideways inside its section instead of shrinking its text. */
export const scroller = style({ overflowX: 'auto' });

export const svg = style({ display: 'block', width: '100%', minWidth: '480px', height: 'auto' });

export const axis = style({ fill: vars.color.textMuted, fontSize: '12px' });

export const gridline = style({ stroke: vars.color.border, strokeWidth: 1 });

/**
 * A line of the surface's colour parts stacked segments, so neighbours read apart whatever
 * their colours; the focused one is outlined in the focus ring's colour.
 */
export const segment = style({
  stroke: vars.color.surface,
  strokeWidth: 1,
  outline: 'none',
  selectors: {
    ...toneSelectors('fill'),
    '&:focus-visible': { stroke: vars.color.focusRing, strokeWidth: 3 },
  },
});

globalStyle(`${axis} text`, { fontFamily: vars.font.body });
