/**
 * What every change to a stored booking shares: the booking is locked, judged against the version
 * the change was made from, saved as its next version by its author, a new status entered in its
 * history, and answered as it now stands.
 */
import type { Database, Transaction } from '../../db/database';
import type { bookings } from '../../db/schema';
import type { Authorship } from '../../http/authorship';
import { lockBooking, readBooking, updateBookingRow, type LockedBooking } from './booking-queries';
import type { BookingResponse } from './booking-response';
import { assertVersionRead } from './booking-rules';
import { plotBookingTransaction } from './plot-holding-queries';
import { insertStatusChange, type StatusChange } from './status-history-queries';
import { retireInstalments } from '../payments/payment-queries';

export type BookingChange = {
  values: Partial<typeof bookings.$inferInsert>;
  /** The status the booking moves to, with its details; null when the status stays. */
  newStatus: Omit<StatusChange, 'bookingId' | 'fromStatus' | 'changedBy' | 'changedAt'> | null;
};

/** Judges the locked booking and makes its related changes (plots), answering what to save. */
export type ChangeOfBooking = (
  tx: Transaction,
  current: LockedBooking,
  now: Date,
) => Promise<BookingChange>;

export function changeBooking(
  db: Database,
  target: { id: number; readVersion: number | undefined },
  { userId, now }: Authorship,
  change: ChangeOfBooking,
): Promise<BookingResponse> {
  return plotBookingTransaction(db, async (tx) => {
    const current = await lockBooking(tx, target.id);
    // Judged first: against a changed booking the workflow's refusals would mislead.
    assertVersionRead(target.readVersion, current.version);
    const { values, newStatus } = await change(tx, current, now);
    await updateBookingRow(tx, current.id, {
      ...values,
      version: current.version + 1,
      updatedBy: userId,
      updatedAt: now,
    });
    // A cancelled booking owes nothing more: its instalments leave the collections.
    if (newStatus?.toStatus === 'Cancelled') await retireInstalments(tx, current.id);
    if (newStatus) {
      await insertStatusChange(tx, {
        ...newStatus,
        bookingId: current.id,
        fromStatus: current.bookingStatus,
        changedBy: userId,
        changedAt: now,
      });
    }
    return readBooking(tx, current.id);
  });
}
