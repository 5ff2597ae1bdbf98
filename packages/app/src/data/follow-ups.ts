/** Follow-ups: one page of the filtered list, and one booking's follow-ups. */
import { FOLLOW_UP_MESSAGES } from '@plotline/domain';
import { usePagedList, type QueryOf } from './paged-list';
import { useRead } from './read';

export type FollowUpsFilteredQuery = QueryOf<'listFollowUpsFiltered'>;

/** The page the table shows, searched and filtered by the server (its today, its time zone). */
export const useFollowUpsPage = (query: FollowUpsFilteredQuery) =>
  usePagedList('/bookingfollowups/filtered', { query }, FOLLOW_UP_MESSAGES.fetchFailed);

/**
 * One booking's follow-ups, newest first, for the modal's earlier follow-ups. Their failure is
 * only logged (docs/product/messages.md), so it toasts nothing; the modal says in place that
 * they could not load.
 */
export const useBookingFollowUps = (bookingId: number | null) =>
  useRead(
    '/bookingfollowups/booking/{id}',
    bookingId === null ? null : { path: { id: bookingId } },
  );
