import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export {
  entry as change,
  entryHeader as changeStatuses,
  entryMeta as changeMeta,
  loading,
  message,
} from '../../patterns/RecordDetailsModal/details-section.css';

/** The history as a timeline: a rule down the left joins the changes, oldest at the top. */
export const timeline = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: `0 0 0 ${vars.space.lg}`,
  listStyle: 'none',
  borderLeft: `2px solid ${vars.color.border}`,
});

export const changeFacts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

/** A term and its value side by side in the two-column grid. */
export const changeFact = style({ display: 'contents' });

export const changeTerm = style({ color: vars.color.textMuted });

export const changeValue = style({ margin: 0 });
