import type { BookingListRow } from '@plotline/ui/screens';
import { useEffect, useEffectEvent } from 'react';
import { useBooking } from '../../data/bookings';
import { useUrlSearch } from '../../routing/url-search';
import { useViewedRecordId } from '../../routing/viewed-record';
import { BOOKING_LIST_URL, NO_BOOKING_FILTERS, type BookingListQuery } from './booking-list-query';

/**
 * The booking whose details are open, its id in the URL ('/bookings/42': a link from the search
 * or a notification opens them). The screen shows the details of a booking it lists; for one on no
 * page shown, loaded by its id once the page shows it is not there, the list is narrowed to its
 * number (the other filters cleared, page 1), so its row shows and its details over it.
 */
export function useViewedBookingId(
  query: BookingListQuery,
  rows: readonly BookingListRow[] | undefined,
) {
  const [viewedBookingId, setViewedBookingId] = useViewedRecordId('/bookings');
  const { write } = useUrlSearch();
  const isListed = rows?.some((row) => row.id === viewedBookingId) ?? false;
  const unlisted = useBooking(rows && !isListed ? viewedBookingId : null);
  const searchTerm = unlisted.data?.bookingNumber ?? null;

  const narrowTo = useEffectEvent((bookingNumber: string) => {
    // Narrowed once: a search that still does not list it leaves the list as it is.
    if (query.filters.searchTerm === bookingNumber) return;
    const narrowed = {
      page: 1,
      filters: {
        ...NO_BOOKING_FILTERS,
        pageSize: query.filters.pageSize,
        searchTerm: bookingNumber,
      },
      sort: query.sort,
    };
    write(() => BOOKING_LIST_URL.search(narrowed), true);
  });
  useEffect(() => {
    if (searchTerm !== null && viewedBookingId !== null && !isListed) {
      narrowTo(searchTerm);
    }
  }, [searchTerm, viewedBookingId, isListed]);

  return [viewedBookingId, setViewedBookingId] as const;
}
