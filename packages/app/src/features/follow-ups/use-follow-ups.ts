/** The Follow-ups page's data: the list, one booking's follow-ups and details, and the picker. */
import type { Booking, BookingList, FollowUp } from '@plotline/api-client';
import { FOLLOW_UP_MESSAGES } from '@plotline/domain';
import type { BookingChoice } from '@plotline/ui/screens';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { dataOf } from '../../api-call';
import { useApi, useToasts } from '../../services';

/** SWR keys start with this, so a change reloads the list and every booking's history at once. */
export const FOLLOW_UPS_KEY = 'follow-ups';

/**
 * The follow-ups the table lists: every one (GET /bookingfollowups), or one booking's when the
 * list is narrowed to it (GET /bookingfollowups/booking/{id}). Neither takes a search or period,
 * so the page filters what this loads in the browser.
 */
export function useFollowUpList(bookingId: number | null) {
  const api = useApi();
  const toasts = useToasts();
  return useSWR<FollowUp[]>(
    [FOLLOW_UPS_KEY, 'list', bookingId],
    () =>
      dataOf(
        bookingId === null
          ? api.GET('/bookingfollowups')
          : api.GET('/bookingfollowups/booking/{id}', { params: { path: { id: bookingId } } }),
      ),
    { onError: () => toasts.error(FOLLOW_UP_MESSAGES.fetchFailed) },
  );
}

/**
 * The modal's history of the chosen booking. SPEC.md only logs its failure (section 8), so it
 * has no toast; the modal says in place that the history could not be loaded.
 */
export function useBookingHistory(bookingId: number | null) {
  const api = useApi();
  return useSWR<FollowUp[]>(
    bookingId === null ? null : [FOLLOW_UPS_KEY, 'booking', bookingId],
    () =>
      dataOf(
        api.GET('/bookingfollowups/booking/{id}', { params: { path: { id: bookingId ?? 0 } } }),
      ),
  );
}

/** One booking, for its status in the modal and its name above a narrowed list. */
export function useFollowedBooking(bookingId: number | null) {
  const api = useApi();
  return useSWR<Booking>(bookingId === null ? null : ['bookings', bookingId], () =>
    dataOf(api.GET('/bookings/{id}', { params: { path: { id: bookingId ?? 0 } } })),
  );
}

/** How long typing in the booking picker must pause before the bookings are searched. */
export const BOOKING_SEARCH_DELAY_MS = 300;

/** How many bookings the picker offers for one search: the most recent first. */
const BOOKING_CHOICES = 25;

/**
 * The bookings the modal's picker offers for what was typed, searched by the server
 * (GET /bookings/filtered matches booking number, project, plot, owner and mobile). The search
 * waits for typing to pause, so one request goes per word rather than per key.
 */
export function useBookingChoices() {
  const api = useApi();
  const [typed, setTyped] = useState('');
  const [searchTerm, setSearchTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearchTerm(typed.trim()), BOOKING_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const found = useSWR<BookingList>(
    ['bookings', 'choices', searchTerm],
    () =>
      dataOf(
        api.GET('/bookings/filtered', {
          params: {
            query: { page: 1, pageSize: BOOKING_CHOICES, ...(searchTerm && { searchTerm }) },
          },
        }),
      ),
    { keepPreviousData: true },
  );
  const choices: BookingChoice[] = (found.data?.data ?? []).map(bookingChoiceOf);
  return { choices, search: setTyped };
}

export function bookingChoiceOf(booking: Booking): BookingChoice {
  return {
    id: booking.id,
    bookingNumber: booking.bookingNumber,
    projectName: booking.projectName,
    plotNumber: booking.plotNumber,
    plotOwnerName: booking.plotOwnerName,
    bookingStatus: booking.bookingStatus,
  };
}
