/**
 * The looks of the dialogs that move a record on, a booking to its next status and an enquiry to
 * its next stage: which record (the summary box), the prompt, and the whole-width choices of where
 * it may go, or the fields that confirm the move.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The dialog's body, a picker's or a confirming form's: one part under another. */
export const body = style({ display: 'grid', gap: vars.space.lg });

/** Which record a dialog is about, e.g. a booking's number, plot and owner. */
export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

/** What names the record in its summary: a booking's number, an enquiry's buyer. */
export const summaryName = style({ fontWeight: vars.fontWeight.bold });

/** A quieter fact of the summary: a booking's owner, an enquiry's mobile number. */
export const summaryNote = style({ color: vars.color.textMuted });

export const prompt = style({ margin: 0, color: vars.color.textMuted });

export const choices = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A whole-width choice: its name, then where it leads. */
export const choice = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  transition: 'background-color 120ms, border-color 120ms',
  selectors: {
    '&[data-hovered]': {
      background: vars.color.surfaceMuted,
      borderColor: vars.color.borderStrong,
    },
    '&[data-pending], &[data-disabled]': { cursor: 'default', opacity: 0.7 },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
