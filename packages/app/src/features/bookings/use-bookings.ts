/**
 * The Bookings page's data: one page of bookings, the viewed booking's status history, and the
 * projects, plots and channel partners the filters offer.
 */
import type {
  BookingList,
  BookingStatusChange,
  ChannelPartner,
  Plot,
  Project,
} from '@plotline/api-client';
import { BOOKING_MESSAGES } from '@plotline/domain';
import useSWR from 'swr';
import { dataOf } from '../../api-call';
import { useListPage } from '../../list-page';
import { useApi } from '../../services';
import type { BookingsFilteredQuery } from './booking-list-query';

/** SWR keys start with this, so a change to a booking reloads every list and history at once. */
export const BOOKINGS_KEY = 'bookings';

export function useBookingsPage(query: BookingsFilteredQuery) {
  const api = useApi();
  return useListPage<BookingList>(
    [BOOKINGS_KEY, 'filtered', query],
    () => dataOf(api.GET('/bookings/filtered', { params: { query } })),
    BOOKING_MESSAGES.fetchFailed,
  );
}

/** The status history of the booking whose details are open; nothing while none is. */
export function useBookingHistory(bookingId: number | null) {
  const api = useApi();
  return useSWR<BookingStatusChange[]>(
    bookingId === null ? null : [BOOKINGS_KEY, 'history', bookingId],
    () => dataOf(api.GET('/bookings/{id}/history', { params: { path: { id: bookingId ?? 0 } } })),
  );
}

// The filters' and the form's choices: SPEC.md section 8 has their load failures logged only,
// with no toast, so a failed list just offers no choices.

export function useProjectChoices() {
  const api = useApi();
  return useSWR<Project[]>('/projects', () => dataOf(api.GET('/projects')));
}

/** SWR keys of a project's plots start with this: a booking change reloads them. */
export const PROJECT_PLOTS_KEY = '/plots/by-project';

/** A project's plots, every status: the plot filter's choices, and the booking form's plots. */
export function useProjectPlots(projectId: number | null) {
  const api = useApi();
  return useSWR<Plot[]>(projectId === null ? null : [PROJECT_PLOTS_KEY, projectId], () =>
    dataOf(api.GET('/plots/by-project/{id}', { params: { path: { id: projectId ?? 0 } } })),
  );
}

export function useChannelPartnerChoices() {
  const api = useApi();
  return useSWR<ChannelPartner[]>('/channelpartners', () => dataOf(api.GET('/channelpartners')));
}

/** The partners a new sale may go through (GET /channelpartners/active). */
export function useActiveChannelPartners() {
  const api = useApi();
  return useSWR<ChannelPartner[]>('/channelpartners/active', () =>
    dataOf(api.GET('/channelpartners/active')),
  );
}
