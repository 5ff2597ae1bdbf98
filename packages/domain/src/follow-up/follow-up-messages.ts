/**
 * Texts of the Follow-ups screen: the toasts of docs/product/messages.md, the empty state, the
 * modal's words for a booking without history and the delete question of docs/product/screens.md.
 * Where the words are ours, the comment says so.
 */
import type { FollowUpPeriod } from './follow-up-period';

export const FOLLOW_UP_MESSAGES = {
  fetchFailed: 'Failed to fetch follow-ups',
  added: 'Follow-up added successfully',
  updated: 'Follow-up updated successfully',
  deleted: 'Follow-up deleted successfully',
  addFailed: 'Failed to add follow-up',
  /** The documented failure text for an edit: an update that fails did not save. */
  saveFailed: 'Failed to save follow-up',
  deleteFailed: 'Failed to delete follow-up',
  empty: 'No follow-ups found',
  noPrevious: 'No previous follow-ups for this booking.',
  /**
   * docs/product/messages.md "Logged only" lists this failure, so it has no toast; the modal says
   * it in place rather than claim the booking has no follow-ups.
   */
  previousFetchFailed: 'Previous follow-ups could not be loaded.',
  /** The business gave only '...this follow-up?'; it asks as the other screens do. */
  confirmDelete: 'Are you sure you want to delete this follow-up?',
} as const;

/**
 * The period labels are ours (docs/product/screens.md "Follow-ups"); these read as the filter's
 * choices.
 */
export const FOLLOW_UP_PERIOD_LABELS: Readonly<Record<FollowUpPeriod, string>> = {
  all: 'All',
  today: 'Today',
  thisWeek: 'This Week',
  upcoming: 'Upcoming',
  overdue: 'Overdue',
};
