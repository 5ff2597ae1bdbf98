/**
 * The body of PATCH /bookings/{id}/status for a checked 'Change Booking Status' confirmation
 * (docs/product/records.md "Status change request"): the cancellation reason only for Cancelled,
 * the actual registry date and registration number only for RegistryDone, text trimmed.
 */
import type { CalendarDate } from '../calendar-date';
import { DEFAULT_CREATED_BY } from '../constants';
import { calendarDateFrom, filledText } from '../input/read-input';
import type { BookingStatus } from './booking-status';
import type { StatusChangeRequest } from './validate-status-change';

/** Every status but Pending, which only shows a booking that has none and is never a target. */
export type StatusChangeTarget = Exclude<BookingStatus, 'Pending'>;

export type StatusChangePayload = {
  newStatus: StatusChangeTarget;
  remark: string;
  updatedBy: number;
  cancellationReason: string | null;
  actualRegistryDate: CalendarDate | null;
  registrationNumber: string | null;
  /** Sent only when registering with the balance outstanding was confirmed. */
  acceptOutstanding?: true;
};

export function statusChangePayload(request: StatusChangeRequest): StatusChangePayload {
  const { newStatus } = request;
  if (newStatus === 'Pending') throw new RangeError('No booking can be moved to Pending');
  const registers = newStatus === 'RegistryDone';
  return {
    newStatus,
    remark: request.remark.trim(),
    updatedBy: DEFAULT_CREATED_BY,
    cancellationReason: newStatus === 'Cancelled' ? filledText(request.cancellationReason) : null,
    actualRegistryDate: registers ? calendarDateFrom(request.actualRegistryDate) : null,
    registrationNumber: registers ? filledText(request.registrationNumber) : null,
    ...(registers && request.acceptOutstanding ? { acceptOutstanding: true as const } : {}),
  };
}
