/**
 * Bookings: one page of the filtered list, one booking, its status history, and the bookings a
 * picker finds for what was typed.
 */
import type { Booking, BookingList, BookingStatusChange } from '@plotline/api-client';
import { BOOKING_MESSAGES } from '@plotline/domain';
import { dataOf } from '../api-call';
import { useApi } from '../services';
import { useCached } from './cache';
import { usePagedList, type QueryOf } from './paged-list';
import { PICKER_PAGE_SIZE } from './picker-search';

export type BookingsFilteredQuery = QueryOf<'listBookingsFiltered'>;

export function useBookingsPage(query: BookingsFilteredQuery) {
  const api = useApi();
  return usePagedList<BookingList>(
    ['bookings', 'filtered', query],
    () => dataOf(api.GET('/bookings/filtered', { params: { query } })),
    BOOKING_MESSAGES.fetchFailed,
  );
}

/** One booking as stored now; nothing is loaded while `bookingId` is null. */
export function useBooking(bookingId: number | null) {
  const api = useApi();
  return useCached<Booking>(bookingId === null ? null : ['bookings', 'one', bookingId], () =>
    dataOf(api.GET('/bookings/{id}', { params: { path: { id: bookingId ?? 0 } } })),
  );
}

/** Every status the booking has had, oldest first (GET /bookings/{id}/history). */
export function useBookingStatusHistory(bookingId: number | null) {
  const api = useApi();
  return useCached<BookingStatusChange[]>(
    bookingId === null ? null : ['bookings', 'status-history', bookingId],
    () => dataOf(api.GET('/bookings/{id}/history', { params: { path: { id: bookingId ?? 0 } } })),
  );
}

/**
 * The bookings a picker offers for a search, the most recent first, found by the server
 * (GET /bookings/filtered matches booking number, project, plot, owner and mobile).
 */
export function useBookingSearch(searchTerm: string) {
  const api = useApi();
  return useCached<BookingList>(
    ['bookings', 'search', searchTerm],
    () =>
      dataOf(
        api.GET('/bookings/filtered', {
          params: {
            query: { page: 1, pageSize: PICKER_PAGE_SIZE, ...(searchTerm && { searchTerm }) },
          },
        }),
      ),
    { keepPreviousData: true },
  );
}
