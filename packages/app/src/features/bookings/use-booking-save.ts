/**
 * Saving the booking modal: the form becomes the POST or PUT /bookings body through the domain,
 * an edit names the version it was read at, and each outcome shows its SPEC.md section 8 toast.
 * A save over someone else's newer change is refused (409) and reported as a conflict, so the
 * page shows the booking as it now stands.
 */
import {
  BOOKING_CONFLICT_MESSAGE,
  BOOKING_MESSAGES,
  bookingPayload,
  type BookingForm,
} from '@plotline/domain';
import type { BookingSaveOutcome, EditedBooking } from '@plotline/ui/screens';
import { useSWRConfig } from 'swr';
import { ApiCallError, dataOf, failureText } from '../../api-call';
import { useApi, useToasts } from '../../services';
import { BOOKINGS_KEY } from './use-bookings';

/** The booking being edited, as far as saving it needs: which one, and the version read. */
export type SavedBookingRef = Pick<EditedBooking, 'id' | 'version'>;

function isStaleVersion(error: unknown): boolean {
  return (
    error instanceof ApiCallError &&
    error.status === 409 &&
    error.serverMessage === BOOKING_CONFLICT_MESSAGE
  );
}

export function useBookingSave() {
  const api = useApi();
  const toasts = useToasts();
  const { mutate } = useSWRConfig();

  // Every list, history and single booking under BOOKINGS_KEY: they all show what was saved.
  const reloadBookings = () =>
    mutate((key) => Array.isArray(key) && key[0] === BOOKINGS_KEY, undefined, {
      revalidate: true,
    });

  /** Creates the booking, or updates `booking` (null to create); resolves, never rejects. */
  const saveBooking = async (
    form: BookingForm,
    booking: SavedBookingRef | null,
  ): Promise<BookingSaveOutcome> => {
    const body = bookingPayload(form);
    try {
      await dataOf(
        booking
          ? api.PUT('/bookings/{id}', {
              params: { path: { id: booking.id } },
              body: { ...body, version: booking.version },
            })
          : api.POST('/bookings', { body }),
      );
    } catch (error) {
      if (isStaleVersion(error)) {
        toasts.error(BOOKING_CONFLICT_MESSAGE);
        await reloadBookings();
        return { ok: false, conflict: true };
      }
      const fallback = booking ? BOOKING_MESSAGES.updateFailed : BOOKING_MESSAGES.createFailed;
      toasts.error(failureText(error, fallback));
      return { ok: false, fieldErrors: error instanceof ApiCallError ? error.fieldErrors : {} };
    }
    toasts.success(booking ? BOOKING_MESSAGES.updated : BOOKING_MESSAGES.created);
    await reloadBookings();
    return { ok: true };
  };

  return saveBooking;
}
