/**
 * What the Bookings page changes: a booking's create and update, its status and its deletion,
 * each with its docs/product/messages.md toast and a reload of what a change to a booking makes
 * stale afterwards (live/changed-resources.ts), and the CSV export.
 */
import type { Booking } from '@plotline/api-client';
import {
  BOOKING_CONFLICT_MESSAGE,
  BOOKING_MESSAGES,
  bookingPayload,
  bookingStatusChangedMessage,
  statusChangePayload,
  tokenPaymentPayload,
  type BookingForm,
  type StatusChangeRequest,
} from '@plotline/domain';
import type {
  BookingChangeOutcome,
  BookingListRow,
  BookingOrigin,
  BookingRecord,
  BookingSaveResult,
} from '@plotline/ui/screens';
import { ApiCallError } from '../../api-call';
import { useReload } from '../../data/cache';
import { useCsvExport } from '../../data/csv-export';
import { useReadNow } from '../../data/read';
import { useChange, type Refusal } from '../../data/use-change';
import { useApi } from '../../services';
import type { BookingsExportQuery } from './booking-list-query';

/** The server's answer to a change made from a version someone else has since replaced. */
const isStaleVersion = (error: unknown) =>
  error instanceof ApiCallError &&
  error.status === 409 &&
  error.serverMessage === BOOKING_CONFLICT_MESSAGE;

const CREATED = { succeeded: BOOKING_MESSAGES.created, failed: BOOKING_MESSAGES.createFailed };
const UPDATED = { succeeded: BOOKING_MESSAGES.updated, failed: BOOKING_MESSAGES.updateFailed };
const DELETED = { succeeded: BOOKING_MESSAGES.deleted, failed: BOOKING_MESSAGES.deleteFailed };

export function useBookingChanges() {
  const api = useApi();
  const reload = useReload();
  const readNow = useReadNow();
  const change = useChange();
  const exportCsv = useCsvExport();

  /** The booking as stored now, for the form to show after a conflict; none if it is gone. */
  const storedBooking = async (bookingId: number): Promise<Booking | undefined> => {
    try {
      return await readNow('/bookings/{id}', { path: { id: bookingId } });
    } catch {
      return undefined;
    }
  };

  /** After a refusal: a stale version reloads, and the screen is told of the conflict. */
  const refusedChange =
    <Conflict>(conflicted: () => Promise<Conflict>) =>
    async (failure: unknown, refusal: Refusal) => {
      if (!isStaleVersion(failure)) return refusal;
      await reload('booking');
      return conflicted();
    };

  const saveBooking = async (
    form: BookingForm,
    booking: BookingRecord | null,
    origin?: BookingOrigin,
  ): Promise<BookingSaveResult> => {
    const body = bookingPayload(form);
    if (!booking) {
      // The token taken as received is recorded with the booking; a booking's change makes its
      // payments and collections stale too (live/changed-resources.ts), so its details show it.
      // A booking from an enquiry names it, which moves it to Booked (docs/enquiries.md).
      const tokenPayment = tokenPaymentPayload(form);
      const newBooking = {
        ...body,
        ...(tokenPayment && { tokenPayment }),
        ...(origin && { enquiryId: origin.enquiryId }),
      };
      const created = await change(api.POST('/bookings', { body: newBooking }), CREATED, 'booking');
      return created.ok ? { ok: true, createdId: created.saved.id } : created;
    }
    return change(
      api.PUT('/bookings/{id}', {
        params: { path: { id: booking.id } },
        // The version the form was loaded at: a newer one on the server answers 409. A move to
        // Registry Done owing part of the sale value says it was meant once the form asked.
        body: {
          ...body,
          ...(form.acceptOutstanding ? { acceptOutstanding: true } : {}),
          version: booking.version,
        },
      }),
      // A stale version's toast says it was reloaded (BOOKING_CONFLICT_MESSAGE is its detail).
      UPDATED,
      'booking',
      refusedChange(async () => ({
        ok: false as const,
        conflict: true,
        stored: await storedBooking(booking.id),
      })),
    );
  };

  const changeStatus = (
    booking: BookingListRow,
    request: StatusChangeRequest,
  ): Promise<BookingChangeOutcome> =>
    change(
      api.PATCH('/bookings/{id}/status', {
        params: { path: { id: booking.id } },
        // The version the row was loaded at: a status changed since must not be changed again.
        body: { ...statusChangePayload(request), version: booking.version },
      }),
      {
        succeeded: bookingStatusChangedMessage(request.newStatus),
        failed: BOOKING_MESSAGES.statusChangeFailed,
      },
      'booking',
      refusedChange(async () => ({ ok: false as const, conflict: true })),
    );

  const deleteBooking = (booking: BookingListRow) =>
    change(
      api.DELETE('/bookings/{id}', { params: { path: { id: booking.id } } }),
      DELETED,
      'booking',
    );

  /** Every booking the filters match, across all pages, as the server's CSV file. */
  const exportBookings = (query: BookingsExportQuery): Promise<void> =>
    exportCsv(
      api.GET('/bookings/export', { params: { query }, parseAs: 'blob' }),
      'bookings.csv',
      BOOKING_MESSAGES.exportFailed,
    );

  return { saveBooking, changeStatus, deleteBooking, exportBookings };
}
