import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const carousel = style({ display: 'grid', gap: vars.space.md });

/** Three cards a row where they fit, one above the other on a phone. */
export const cards = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const slot = style({ display: 'grid' });

/** The severity's colour down the card's left edge and as its tint. */
export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: '6px',
  borderRadius: vars.radius.md,
  font: 'inherit',
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-severity=red]': {
      borderLeftColor: vars.color.danger,
      background: vars.color.dangerSurface,
    },
    '&[data-severity=orange]': {
      borderLeftColor: vars.color.warning,
      background: vars.color.warningSurface,
    },
    '&[data-severity=yellow]': {
      borderLeftColor: vars.color.caution,
      background: vars.color.cautionSurface,
    },
    '&[data-hovered]': { boxShadow: vars.shadow.md },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const cardTop = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const number = style({ fontWeight: vars.fontWeight.bold });

export const line = style({ fontWeight: vars.fontWeight.medium });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
});

export const dots = style({
  display: 'flex',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A 24 px target around a 10 px dot; the current page's dot is filled. */
export const dot = style({
  display: 'grid',
  placeItems: 'center',
  width: '24px',
  height: '24px',
  padding: 0,
  border: 'none',
  background: 'none',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.pill,
  '::before': {
    content: '""',
    width: '10px',
    height: '10px',
    borderRadius: vars.radius.pill,
    border: `2px solid ${vars.color.borderStrong}`,
  },
  selectors: {
    '&[aria-current=true]::before': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
    '&[data-hovered]::before': { borderColor: vars.color.accent },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` },
  },
});
