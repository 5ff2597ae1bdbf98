/**
 * What the Bookings page changes: a booking's create and update, its status and its deletion,
 * each with its SPEC.md section 8 toast and a reload of every booking list, history and plot
 * list afterwards (a booking takes or frees its plot), and the CSV export.
 */
import type { Booking } from '@plotline/api-client';
import {
  BOOKING_CONFLICT_MESSAGE,
  BOOKING_MESSAGES,
  bookingPayload,
  bookingStatusChangedMessage,
  statusChangePayload,
  type BookingForm,
  type StatusChangeRequest,
} from '@plotline/domain';
import type { BookingChangeOutcome, BookingListRow, BookingSaveResult } from '@plotline/ui/screens';
import { ApiCallError, dataOf, failureToast } from '../../api-call';
import { useReload } from '../../data/cache';
import { useApi, useToasts } from '../../services';
import { attachmentName, saveFile } from './save-file';
import type { BookingsExportQuery } from './booking-list-query';

/** The server's answer to a change made from a version someone else has since replaced. */
const isStaleVersion = (error: unknown) =>
  error instanceof ApiCallError &&
  error.status === 409 &&
  error.serverMessage === BOOKING_CONFLICT_MESSAGE;

const fieldErrorsOf = (error: unknown) => (error instanceof ApiCallError ? error.fieldErrors : {});

export function useBookingChanges() {
  const api = useApi();
  const toasts = useToasts();
  const reload = useReload();
  // A booking takes or frees its plot, so every list of plots and plot counts changes with it.
  const reloadBookings = () => reload('bookings', 'plots', 'projects');

  /** The booking as stored now, for the form to show after a conflict; none if it is gone. */
  const storedBooking = async (bookingId: number): Promise<Booking | undefined> => {
    try {
      return await dataOf(api.GET('/bookings/{id}', { params: { path: { id: bookingId } } }));
    } catch {
      return undefined;
    }
  };

  const saveBooking = async (
    form: BookingForm,
    booking: BookingListRow | null,
  ): Promise<BookingSaveResult> => {
    const body = bookingPayload(form);
    try {
      await dataOf(
        booking
          ? api.PUT('/bookings/{id}', {
              params: { path: { id: booking.id } },
              // The version the form was loaded at: a newer one on the server answers 409.
              body: { ...body, version: booking.version },
            })
          : api.POST('/bookings', { body }),
      );
    } catch (error) {
      // A stale version's toast says it was reloaded (BOOKING_CONFLICT_MESSAGE is its detail).
      toasts.error(
        ...failureToast(
          error,
          booking ? BOOKING_MESSAGES.updateFailed : BOOKING_MESSAGES.createFailed,
        ),
      );
      if (booking && isStaleVersion(error)) {
        await reloadBookings();
        return { ok: false, conflict: true, stored: await storedBooking(booking.id) };
      }
      return { ok: false, fieldErrors: fieldErrorsOf(error) };
    }
    toasts.success(booking ? BOOKING_MESSAGES.updated : BOOKING_MESSAGES.created);
    // The form closes on the reloaded list, so the saved booking is there when it does.
    await reloadBookings();
    return { ok: true };
  };

  const changeStatus = async (
    booking: BookingListRow,
    request: StatusChangeRequest,
  ): Promise<BookingChangeOutcome> => {
    try {
      await dataOf(
        api.PATCH('/bookings/{id}/status', {
          params: { path: { id: booking.id } },
          // The version the row was loaded at: a status changed since must not be changed again.
          body: { ...statusChangePayload(request), version: booking.version },
        }),
      );
    } catch (error) {
      toasts.error(...failureToast(error, BOOKING_MESSAGES.statusChangeFailed));
      if (isStaleVersion(error)) {
        await reloadBookings();
        return { ok: false, conflict: true };
      }
      return { ok: false, fieldErrors: fieldErrorsOf(error) };
    }
    toasts.success(bookingStatusChangedMessage(request.newStatus));
    await reloadBookings();
    return { ok: true };
  };

  const deleteBooking = async (booking: BookingListRow): Promise<boolean> => {
    try {
      await dataOf(api.DELETE('/bookings/{id}', { params: { path: { id: booking.id } } }));
    } catch (error) {
      toasts.error(...failureToast(error, BOOKING_MESSAGES.deleteFailed));
      return false;
    }
    toasts.success(BOOKING_MESSAGES.deleted);
    await reloadBookings();
    return true;
  };

  /** Every booking the filters match, across all pages, as the server's CSV file. */
  const exportBookings = async (query: BookingsExportQuery): Promise<void> => {
    const call = api.GET('/bookings/export', { params: { query }, parseAs: 'blob' });
    try {
      const csv = await dataOf(call);
      const { response } = await call;
      saveFile(csv, attachmentName(response.headers.get('Content-Disposition'), 'bookings.csv'));
    } catch (error) {
      toasts.error(...failureToast(error, BOOKING_MESSAGES.exportFailed));
    }
  };

  return { saveBooking, changeStatus, deleteBooking, exportBookings };
}
