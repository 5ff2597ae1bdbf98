/**
 * The 'Change Booking Status' confirmation: its values and rules (docs/product/records.md,
 * docs/product/workflows.md and docs/product/validation.md).
 */
import type { CalendarDate } from '../calendar-date';
import type { FieldErrors } from '../field-errors';
import { calendarDateFrom, filledText } from '../input/read-input';
import type { BookingStatus } from './booking-status';

/**
 * The confirmation dialog's values as typed ('' when empty). Cancellation reason matters only
 * for Cancelled, actual registry date and registration number only for RegistryDone.
 */
export type StatusChangeRequest = {
  newStatus: BookingStatus;
  remark: string;
  cancellationReason: string;
  actualRegistryDate: CalendarDate;
  registrationNumber: string;
  /** Registry Done with part of the sale value unpaid, confirmed (registry-balance.ts). */
  acceptOutstanding?: boolean;
};

/** The dialog opens with the actual registry date set to today (docs/product/workflows.md). */
export function newStatusChange(target: BookingStatus, today: CalendarDate): StatusChangeRequest {
  return {
    newStatus: target,
    remark: '',
    cancellationReason: '',
    actualRegistryDate: today,
    registrationNumber: '',
    acceptOutstanding: false,
  };
}

/**
 * An actual registry date after `today` (the business's day, which the caller knows: domain reads
 * no clock) is refused: a registry that has not happened is not done.
 */
export const FUTURE_REGISTRY_MESSAGE = 'Actual registry date cannot be after today';

export function validateStatusChange(
  request: StatusChangeRequest,
  today: CalendarDate,
): FieldErrors {
  const errors: FieldErrors = {};
  if (filledText(request.remark) === null) errors.remark = 'Remark is required';
  if (request.newStatus === 'Cancelled' && filledText(request.cancellationReason) === null) {
    errors.cancellationReason = 'Cancellation reason is required';
  }
  if (request.newStatus === 'RegistryDone') {
    const registered = calendarDateFrom(request.actualRegistryDate);
    if (registered === null) errors.actualRegistryDate = 'Actual registry date is required';
    else if (registered > today) errors.actualRegistryDate = FUTURE_REGISTRY_MESSAGE;
    if (filledText(request.registrationNumber) === null) {
      errors.registrationNumber = 'Registration number is required';
    }
  }
  return errors;
}
