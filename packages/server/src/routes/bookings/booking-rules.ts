/**
 * The booking rules as the server enforces them: the domain says which changes are allowed and,
 * in the screens' words, why others are not; this says so to the caller.
 */
import {
  BOOKING_CONFLICT_MESSAGE,
  canChangeBookingStatus,
  isStaleVersion,
  NEW_BOOKING_STATUS_REFUSAL,
  STATUSES_ON_CREATE,
  statusChangeRefusal,
  type BookingStatus,
  type CalendarDate,
} from '@plotline/domain';
import { conflict, invalid } from '../../http/http-error';

/** 409 unless the workflow allows the change. */
export function assertStatusChange(from: BookingStatus, to: BookingStatus): void {
  if (!canChangeBookingStatus(from, to)) {
    throw conflict('invalid_status_change', statusChangeRefusal(from));
  }
}

/** A new booking starts in a status the create form offers: Cancelled or Pending would hold no sale. */
export function assertCreatableStatus(status: BookingStatus): void {
  if (STATUSES_ON_CREATE.includes(status)) return;
  throw invalid({ bookingStatus: NEW_BOOKING_STATUS_REFUSAL });
}

/** 409 when the change names a version other than the stored one: it was made from an old read. */
export function assertVersionRead(readVersion: number | undefined, storedVersion: number): void {
  if (isStaleVersion(readVersion, storedVersion)) {
    throw conflict('stale_edit', BOOKING_CONFLICT_MESSAGE);
  }
}

/**
 * The registry details of a booking saved through the form as RegistryDone: there its registry
 * date is the actual one (docs/product/workflows.md), so the history records it as such.
 */
export function registryEnteredInForm(booking: {
  bookingStatus: BookingStatus;
  registryDate: CalendarDate;
  registrationNumber: string | null;
}): { actualRegistryDate?: CalendarDate; registrationNumber?: string | null } {
  return booking.bookingStatus === 'RegistryDone'
    ? { actualRegistryDate: booking.registryDate, registrationNumber: booking.registrationNumber }
    : {};
}
