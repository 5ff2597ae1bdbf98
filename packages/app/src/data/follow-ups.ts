/** Follow-ups: the list (every one, or one booking's) and one booking's follow-ups. */
import type { FollowUp } from '@plotline/api-client';
import { FOLLOW_UP_MESSAGES } from '@plotline/domain';
import { dataOf } from '../api-call';
import { useApi } from '../services';
import { useCached } from './cache';

/**
 * The follow-ups the table lists: every one (GET /bookingfollowups), or one booking's when the
 * list is narrowed to it. Neither call takes a search or period, so the page filters what this
 * loads in the browser.
 */
export function useFollowUpList(bookingId: number | null) {
  const api = useApi();
  return useCached<FollowUp[]>(
    ['follow-ups', 'list', bookingId],
    () =>
      dataOf(
        bookingId === null
          ? api.GET('/bookingfollowups')
          : api.GET('/bookingfollowups/booking/{id}', { params: { path: { id: bookingId } } }),
      ),
    { failureText: FOLLOW_UP_MESSAGES.fetchFailed },
  );
}

/**
 * One booking's follow-ups, newest first, for the modal's earlier follow-ups. Their failure is
 * only logged (docs/product/messages.md), so it toasts nothing; the modal says in place that
 * they could not load.
 */
export function useBookingFollowUps(bookingId: number | null) {
  const api = useApi();
  return useCached<FollowUp[]>(
    bookingId === null ? null : ['follow-ups', 'of-booking', bookingId],
    () =>
      dataOf(
        api.GET('/bookingfollowups/booking/{id}', { params: { path: { id: bookingId ?? 0 } } }),
      ),
  );
}
