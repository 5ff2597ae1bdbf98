/**
 * The booking status workflow as the server enforces it: the domain says which changes are
 * allowed and, in the screens' words, why others are not; this says so to the caller.
 */
import {
  canChangeBookingStatus,
  NEW_BOOKING_STATUS_REFUSAL,
  STATUSES_ON_CREATE,
  statusChangeRefusal,
  type BookingStatus,
} from '@plotline/domain';
import { conflict, invalid } from '../../http/http-error';

/** 409 unless the workflow allows the change. */
export function assertStatusChange(from: BookingStatus, to: BookingStatus): void {
  if (!canChangeBookingStatus(from, to)) throw conflict(statusChangeRefusal(from));
}

/** A new booking starts in a status the create form offers: Cancelled or Pending would hold no sale. */
export function assertCreatableStatus(status: BookingStatus): void {
  if (STATUSES_ON_CREATE.includes(status)) return;
  throw invalid({ bookingStatus: NEW_BOOKING_STATUS_REFUSAL });
}
