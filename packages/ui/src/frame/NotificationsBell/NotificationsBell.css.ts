import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const bell = style({ position: 'relative', display: 'inline-flex' });

/** The unread count over the bell's corner: danger and its text pass AA in both schemes. */
export const badge = style({
  position: 'absolute',
  insetBlockStart: '-8px',
  insetInlineStart: '10px',
  minWidth: '18px',
  height: '18px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: vars.color.textOnAccent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '18px',
  textAlign: 'center',
  // A ring of the bar's colour keeps the badge apart from the bell it overlaps.
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
});

export const popover = style({
  width: 'min(380px, calc(100vw - 16px))',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  outline: 'none',
});

/** Only the list scrolls, so the heading and 'Mark all as read' stay in view. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  maxHeight: 'min(520px, 75vh)',
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const body = style({ minHeight: 0, overflowY: 'auto' });

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '8px 1fr',
  columnGap: vars.space.sm,
  alignItems: 'start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

/** Unread: a dot and bold headline, with 'Unread' said to screen readers; not colour alone. */
export const dot = style({
  width: '8px',
  height: '8px',
  marginTop: '7px',
  borderRadius: vars.radius.pill,
  selectors: { [`${item}[data-unread] &`]: { background: vars.color.accent } },
});

export const link = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  padding: vars.space.xs,
  margin: `calc(-1 * ${vars.space.xs})`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '0' },
  },
});

export const itemTitle = style({
  fontWeight: vars.fontWeight.regular,
  selectors: {
    [`${item}[data-unread] &`]: { fontWeight: vars.fontWeight.bold },
    // The headline is the link's text: underlined on hover, as a link is.
    [`${link}[data-hovered] &`]: { textDecoration: 'underline' },
  },
});

export const itemDetail = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const time = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

/** 'Mark as read' sits under the text it marks, at the start of the second column. */
export const markRead = style({ gridColumn: 2, justifySelf: 'start', marginTop: vars.space.xs });

export const footer = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

/** Loading, nothing to show, or failed: in place of the list. */
export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const failed = style({ margin: 0, color: vars.color.text });
