import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * As many columns of facts as fit, one on a phone. A narrow panel or card fits more small
 * columns; a modal's headline figures get wider, airier ones.
 */
export const detailList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  selectors: {
    '&[data-size=small]': { gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))' },
    '&[data-size=large]': {
      gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
      gap: vars.space.lg,
    },
  },
});

export const detail = style({ display: 'grid', gap: vars.space.xxs, alignContent: 'start' });

export const term = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const value = style({
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    // Names and remarks in a narrow column may be one long word.
    [`${detailList}[data-size=small] &`]: {
      fontSize: vars.fontSize.sm,
      fontWeight: vars.fontWeight.medium,
      overflowWrap: 'anywhere',
    },
    [`${detailList}[data-size=large] &`]: {
      fontSize: vars.fontSize.lg,
      fontWeight: vars.fontWeight.medium,
    },
  },
});

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const section = style({ display: 'grid', gap: vars.space.sm });

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});
