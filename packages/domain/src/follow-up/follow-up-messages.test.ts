import { describe, expect, it } from 'vitest';
import { FOLLOW_UP_MESSAGES, FOLLOW_UP_PERIOD_LABELS } from './follow-up-messages';
import { FOLLOW_UP_PERIODS } from './follow-up-period';

describe('follow-up messages', () => {
  it.each([
    [FOLLOW_UP_MESSAGES.fetchFailed, 'Failed to fetch follow-ups'],
    [FOLLOW_UP_MESSAGES.added, 'Follow-up added successfully'],
    [FOLLOW_UP_MESSAGES.updated, 'Follow-up updated successfully'],
    [FOLLOW_UP_MESSAGES.deleted, 'Follow-up deleted successfully'],
    [FOLLOW_UP_MESSAGES.addFailed, 'Failed to add follow-up'],
    [FOLLOW_UP_MESSAGES.saveFailed, 'Failed to save follow-up'],
    [FOLLOW_UP_MESSAGES.deleteFailed, 'Failed to delete follow-up'],
    [FOLLOW_UP_MESSAGES.empty, 'No follow-ups found'],
    [FOLLOW_UP_MESSAGES.noPrevious, 'No previous follow-ups for this booking.'],
    [FOLLOW_UP_MESSAGES.previousFetchFailed, 'Previous follow-ups could not be loaded.'],
    [FOLLOW_UP_MESSAGES.confirmDelete, 'Are you sure you want to delete this follow-up?'],
  ])('keeps %s exact', (text, expected) => {
    expect(text).toBe(expected);
  });

  it('labels every period, in filter order', () => {
    expect(FOLLOW_UP_PERIODS.map((period) => FOLLOW_UP_PERIOD_LABELS[period])).toEqual([
      'All',
      'Today',
      'This Week',
      'Upcoming',
      'Overdue',
    ]);
  });
});
