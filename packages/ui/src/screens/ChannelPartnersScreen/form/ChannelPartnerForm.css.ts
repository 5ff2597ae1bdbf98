import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const form = style({ display: 'grid', gap: vars.space.lg });

/** The nature's sections, spaced as the form spaces its own. */
export const natureFields = style({ display: 'grid', gap: vars.space.lg });

/** Two or three fields a row on a desktop, one on a phone. */
export const fields = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  alignItems: 'start',
});

/** A field or block that takes the whole row: radio groups, addresses, nested entries. */
export const wide = style({ gridColumn: '1 / -1' });

/** The chosen nature and its Change button. */
export const headerRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const chosenNature = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const entries = style({ display: 'grid', gap: vars.space.md });

/** A list's own message, e.g. 'At least one partner is required'. */
export const listError = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

/** An entry's Remove button, at the end of its row. */
export const action = style({ justifySelf: 'end' });
