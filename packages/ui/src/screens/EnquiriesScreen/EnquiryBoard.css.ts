import { style } from '@vanilla-extract/css';
import {
  menuItem as dropMenuItem,
  menuPopover as dropMenuPopover,
} from '../../components/Menu/menu.css';
import { vars } from '../../theme/contract.css';

export const board = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', minWidth: 0 });

/** Why the last drop was refused, in the domain's words; empty (and taking no room) until one is. */
export const refusal = style({
  margin: 0,
  selectors: {
    '&:not(:empty)': {
      marginBottom: vars.space.md,
      padding: `${vars.space.sm} ${vars.space.md}`,
      borderRadius: vars.radius.md,
      background: vars.color.dangerSurface,
      color: vars.color.danger,
      fontSize: vars.fontSize.sm,
    },
  },
});

/** One column per stage, side by side, the row scrolling sideways when they do not fit. */
export const columns = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(240px, 1fr)',
  gap: vars.space.md,
  overflowX: 'auto',
  // The containing block of what is hidden inside (react-aria's drop targets), so the row's
  // scroll clips it rather than the page growing sideways.
  position: 'relative',
  paddingBottom: vars.space.sm,
});

export const column = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  transition: 'opacity 120ms',
  selectors: {
    // While a card is dragged, a stage it may not move to is dimmed; a drop there is refused.
    '&[data-refuses]': { opacity: 0.55 },
  },
});

export const columnHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.xs} 0`,
});

export const columnTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const count = style({
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const cards = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  minHeight: '96px',
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&[data-drop-target]': {
      outline: `2px dashed ${vars.color.accent}`,
      outlineOffset: '-2px',
      background: vars.color.infoSurface,
    },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});

export const card = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-dragging]': { opacity: 0.5 },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '1px',
    },
  },
});

export const cardHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export const cardName = style({
  flex: 1,
  minWidth: 0,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const dragHandle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '24px',
  minHeight: '24px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'grab',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` },
  },
});

export const cardLine = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const emptyColumn = style({
  margin: 0,
  padding: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
});

export const columnFooter = style({ display: 'grid', justifyItems: 'center' });

export const loading = style({ display: 'grid', placeItems: 'center', minHeight: '96px' });

/** A card's 'Move to…' menu. */
export const menuPopover = style([dropMenuPopover, { minWidth: '200px' }]);

export { menu } from '../../components/Menu/menu.css';

export const menuHeader = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

export const menuItem = style([dropMenuItem, { fontSize: vars.fontSize.sm }]);
