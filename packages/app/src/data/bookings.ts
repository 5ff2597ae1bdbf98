/**
 * Bookings: one page of the filtered list, one booking, its status history, and the bookings a
 * picker finds for what was typed.
 */
import { BOOKING_MESSAGES } from '@plotline/domain';
import { usePagedList, type QueryOf } from './paged-list';
import { PICKER_PAGE_SIZE } from './picker-search';
import { useRead } from './read';
import { useRecordDetails } from './record-details';

export type BookingsFilteredQuery = QueryOf<'listBookingsFiltered'>;

export const useBookingsPage = (query: BookingsFilteredQuery) =>
  usePagedList('/bookings/filtered', { query }, BOOKING_MESSAGES.fetchFailed);

/** One booking as stored now; nothing is loaded while `bookingId` is null. */
export const useBooking = (bookingId: number | null) =>
  useRead('/bookings/{id}', bookingId === null ? null : { path: { id: bookingId } });

/**
 * The booking whose details or edit form are open, whole (a list's row holds only its columns):
 * 'Booking not found' said in its details, any other failure toasted.
 */
export const useBookingDetails = (bookingId: number | null) =>
  useRecordDetails('/bookings/{id}', bookingId, {
    notFound: BOOKING_MESSAGES.notFound,
    failed: { toast: BOOKING_MESSAGES.detailsFetchFailed },
  });

/** Every status the booking has had, oldest first (GET /bookings/{id}/history). */
export const useBookingStatusHistory = (bookingId: number | null) =>
  useRead('/bookings/{id}/history', bookingId === null ? null : { path: { id: bookingId } });

/**
 * The bookings a picker offers for a search, the most recent first, found by the server
 * (GET /bookings/filtered matches booking number, project, plot, owner and mobile).
 */
export const useBookingSearch = (searchTerm: string) =>
  useRead(
    '/bookings/filtered',
    { query: { page: 1, pageSize: PICKER_PAGE_SIZE, ...(searchTerm && { searchTerm }) } },
    { keepPreviousData: true },
  );

/** How many of a partner's bookings its details show, the newest first. */
export const PARTNER_BOOKINGS_PAGE_SIZE = 5;

/** The newest bookings sold through a partner; nothing is loaded while `partnerId` is null. */
export const usePartnerBookings = (partnerId: number | null) =>
  useRead(
    '/bookings/filtered',
    partnerId === null
      ? null
      : {
          query: {
            page: 1,
            pageSize: PARTNER_BOOKINGS_PAGE_SIZE,
            sortBy: 'BookingDate',
            sortOrder: 'desc',
            channelPartnerId: partnerId,
          },
        },
  );
