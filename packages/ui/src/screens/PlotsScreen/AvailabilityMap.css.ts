import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const section = style({ display: 'grid', gap: vars.space.md });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
});

export const legendCount = style({ fontWeight: vars.fontWeight.bold });

/**
 * Each status pairs a theme colour with its surface, the AA pairs the badges use, and a border
 * of its own style: colour is never the only cue, the tile also names its status.
 */
const tones = {
  Available: {
    color: vars.color.success,
    background: vars.color.successSurface,
    borderStyle: 'solid',
  },
  Booked: { color: vars.color.info, background: vars.color.infoSurface, borderStyle: 'double' },
  Sold: { color: vars.color.textMuted, background: vars.color.surfaceMuted, borderStyle: 'dashed' },
  Hold: { color: vars.color.warning, background: vars.color.warningSurface, borderStyle: 'dotted' },
} as const;

export const swatch = styleVariants(tones, (tone) => ({
  ...tone,
  display: 'inline-block',
  width: '14px',
  height: '14px',
  borderWidth: '3px',
  borderColor: 'currentColor',
  borderRadius: vars.radius.sm,
}));

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: vars.space.sm,
  outline: 'none',
});

export const tile = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: '3px solid currentColor',
  borderRadius: vars.radius.md,
  cursor: 'default',
  outline: 'none',
  selectors: {
    // Only a tile that opens its plot takes the hover: it shows it can be pressed.
    '&[data-hovered]': { cursor: 'pointer', boxShadow: vars.shadow.md },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const tileTone = styleVariants(tones);

export const tileNumber = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const tileDetail = style({
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
});

export const tileStatus = style([tileDetail, { fontWeight: vars.fontWeight.medium }]);

export const message = style({ margin: 0, color: vars.color.textMuted });
