import { style } from '@vanilla-extract/css';
import * as fieldStyles from '../../components/field/field.css';
import { vars } from '../../theme/contract.css';

export const search = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  flex: '1 1 auto',
  minWidth: 0,
  maxWidth: '420px',
  color: vars.color.textMuted,
});

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  display: 'inline-flex',
  pointerEvents: 'none',
});

const iconSpace = `calc(${vars.space.md} + 20px + ${vars.space.sm})`;

/**
 * A phone, or a desktop zoomed to 400%: the box is short of room for its placeholder, so the '/'
 * hint gives its place up to it; the shortcut works all the same, and its aria-keyshortcuts stays.
 */
const narrowMedia = 'screen and (max-width: 479px)';

export const input = style({
  width: '100%',
  minHeight: '36px',
  paddingBlock: 0,
  paddingInline: `${iconSpace} ${iconSpace}`,
  '@media': { [narrowMedia]: { paddingInlineEnd: vars.space.md } },
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&[data-hovered]': { borderColor: vars.color.text },
    // A text box shows where typing goes however it was focused, as the form fields do.
    '&[data-focused]': {
      borderColor: vars.color.accent,
      boxShadow: `0 0 0 1px ${vars.color.accent}`,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

/** The '/' hint, gone once the box has the focus: it says how to get there. */
export const shortcut = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  minWidth: '20px',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  lineHeight: '18px',
  textAlign: 'center',
  pointerEvents: 'none',
  selectors: { [`${input}[data-focused] ~ &`]: { display: 'none' } },
  '@media': { [narrowMedia]: { display: 'none' } },
});

/** A field's popover, wider and taller: results carry a second line. */
export const popover = style([
  fieldStyles.popover,
  { width: 'min(480px, calc(100vw - 16px))', maxHeight: 'min(480px, 70vh)' },
]);

/** Kept in place while empty, so screen readers hear each message that comes into it. */
export const message = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: { '&:empty': { padding: 0 } },
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xs,
  outline: 'none',
  selectors: { '&[data-empty]': { padding: 0 } },
});

export const section = style({
  selectors: {
    '& + &': {
      marginTop: vars.space.xs,
      paddingTop: vars.space.xs,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

export const heading = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.surfaceMuted },
    // The highlighted option is marked by more than its shade: a bar at its start.
    '&[data-focused]': { boxShadow: `inset 3px 0 0 ${vars.color.accent}` },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});

export const hitTitle = style({ fontWeight: vars.fontWeight.medium });

export const hitDetail = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The matched text: bold and underlined in the text's own colour, so contrast is unchanged. */
export const match = style({
  background: 'transparent',
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
});

export const recent = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const retry = style({ color: vars.color.accent, fontWeight: vars.fontWeight.medium });
