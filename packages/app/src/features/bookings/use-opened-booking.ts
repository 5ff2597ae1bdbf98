import {
  NO_BOOKING_FILTERS,
  type BookingListQuery,
  type BookingListRow,
  type OpenedBooking,
} from '@plotline/ui/screens';
import { useEffect, useEffectEvent } from 'react';
import { useBookingDetails } from '../../data/bookings';
import { useUrlSearch } from '../../routing/url-search';
import { useViewedRecordId } from '../../routing/viewed-record';
import { BOOKING_LIST_URL } from './booking-list-query';

/**
 * The booking whose details or edit form are open, its id in the URL ('/bookings/42': a link from
 * the search or a notification opens them), loaded whole by its id (a row holds only its
 * columns). Once the page shows it is not there, the list is narrowed to its number (the other
 * filters cleared, page 1), so its row shows under its details.
 */
export function useOpenedBooking(
  query: BookingListQuery,
  rows: readonly BookingListRow[] | undefined,
): Pick<OpenedBooking, 'id' | 'onOpen' | 'details'> {
  const [openedId, setOpenedId] = useViewedRecordId('/bookings');
  const { write } = useUrlSearch();
  const isListed = rows?.some((row) => row.id === openedId) ?? false;
  const details = useBookingDetails(openedId);
  const searchTerm = (rows && !isListed && details.data?.bookingNumber) || null;

  const narrowTo = useEffectEvent((bookingNumber: string) => {
    // Narrowed once: a search that still does not list it leaves the list as it is.
    if (query.filters.searchTerm === bookingNumber) return;
    const narrowed: BookingListQuery = {
      ...query,
      page: 1,
      filters: { ...NO_BOOKING_FILTERS, searchTerm: bookingNumber },
    };
    write(() => BOOKING_LIST_URL.search(narrowed), true);
  });
  useEffect(() => {
    if (searchTerm !== null && openedId !== null && !isListed) {
      narrowTo(searchTerm);
    }
  }, [searchTerm, openedId, isListed]);

  return { id: openedId, onOpen: setOpenedId, details };
}
