/** Follow-ups: one page of the filtered list, and one booking's follow-ups. */
import type { FollowUp, FollowUpList } from '@plotline/api-client';
import { FOLLOW_UP_MESSAGES } from '@plotline/domain';
import { dataOf } from '../api-call';
import { useApi } from '../services';
import { useCached } from './cache';
import { usePagedList, type QueryOf } from './paged-list';

export type FollowUpsFilteredQuery = QueryOf<'listFollowUpsFiltered'>;

/** The page the table shows, searched and filtered by the server (its today, its time zone). */
export function useFollowUpsPage(query: FollowUpsFilteredQuery) {
  const api = useApi();
  return usePagedList<FollowUpList>(
    ['follow-ups', 'filtered', query],
    () => dataOf(api.GET('/bookingfollowups/filtered', { params: { query } })),
    FOLLOW_UP_MESSAGES.fetchFailed,
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
