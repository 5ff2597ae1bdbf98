/** The 409s a booking's money answers with, in the domain's words. */
import {
  BOOKING_CONFLICT_MESSAGE,
  MAX_PAYMENTS_PER_BOOKING,
  PAYMENT_MESSAGES,
  type BookingStatus,
} from '@plotline/domain';
import { conflict } from '../../http/http-error';
import type { StoredSchedule } from './payment-queries';

/** A cancelled booking's money stands as it was. */
export function assertNotCancelled(status: BookingStatus, refusal: string): void {
  if (status === 'Cancelled') throw conflict('booking_cancelled', refusal);
}

export function assertScheduled(schedule: StoredSchedule | null): StoredSchedule {
  if (!schedule) throw conflict('schedule_required', PAYMENT_MESSAGES.scheduleFirst);
  return schedule;
}

/**
 * Once a booking has a schedule, a replacement must name the version it was read at: one made
 * from an older read, or from none, would silently undo someone else's.
 */
export function assertScheduleVersionRead(
  schedule: StoredSchedule | null,
  readVersion: number | undefined,
): void {
  if (schedule && readVersion !== schedule.version) {
    throw conflict('stale_edit', BOOKING_CONFLICT_MESSAGE);
  }
}

export function assertRoomForPayment(receipts: number): void {
  if (receipts >= MAX_PAYMENTS_PER_BOOKING) {
    throw conflict('too_many_receipts', PAYMENT_MESSAGES.tooManyPayments);
  }
}

/** 409 with the amount's message when the amount is more than is owed (or nothing is). */
export function assertAmountOwed(
  errors: Record<string, string>,
  code: 'more_than_outstanding' | 'more_than_balance',
): void {
  const message = errors.amount;
  if (message) throw conflict(code, message, { amount: message });
}
