/**
 * The booking status workflow as the server enforces it: the domain says which changes are
 * allowed; this says so to the caller. The refusals name the statuses as the screens write them.
 */
import {
  bookingStatusLabel,
  canChangeBookingStatus,
  nextBookingStatuses,
  STATUSES_ON_CREATE,
  type BookingStatus,
} from '@plotline/domain';
import { conflict, invalid } from '../../http/http-error';

/** 'Token, Booking or Registry Done'. */
function oneOf(statuses: readonly BookingStatus[]): string {
  const labels = statuses.map(bookingStatusLabel);
  const last = labels.pop();
  return labels.length === 0 ? (last ?? '') : `${labels.join(', ')} or ${last}`;
}

export function statusChangeRefusal(from: BookingStatus): string {
  const next = nextBookingStatuses(from);
  return next.length === 0
    ? `A ${bookingStatusLabel(from)} booking cannot change status`
    : `A booking in ${bookingStatusLabel(from)} can only move to ${oneOf(next)}`;
}

/** 409 unless the workflow allows the change. */
export function assertStatusChange(from: BookingStatus, to: BookingStatus): void {
  if (!canChangeBookingStatus(from, to)) throw conflict(statusChangeRefusal(from));
}

/** A new booking starts in a status the create form offers: Cancelled or Pending would hold no sale. */
export function assertCreatableStatus(status: BookingStatus): void {
  if (STATUSES_ON_CREATE.includes(status)) return;
  throw invalid({ bookingStatus: `A new booking must be ${oneOf(STATUSES_ON_CREATE)}` });
}
