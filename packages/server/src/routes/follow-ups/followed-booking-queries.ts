/** The booking a follow-up is logged against. */
import type { Executor, Transaction } from '../../db/database';
import { lockRow } from '../../db/row-queries';
import { bookings } from '../../db/schema';
import { invalid } from '../../http/http-error';
import { NOT_FOUND_MESSAGES } from '../../http/not-found-messages';
import { bookingExists, bookingNotFound } from '../bookings/booking-queries';

/** 404 when the booking named in the path does not exist. */
export async function assertBookingInPath(db: Executor, bookingId: number): Promise<void> {
  if (!(await bookingExists(db, bookingId))) throw bookingNotFound();
}

/**
 * 400 when the booking named in the body does not exist. The row stays share-locked until the
 * transaction ends, so the booking cannot be deleted between this check and the write.
 */
export async function assertBookingInBody(tx: Transaction, bookingId: number): Promise<void> {
  if (!(await lockRow(tx, bookings, bookingId, 'key share'))) {
    throw invalid({ bookingId: NOT_FOUND_MESSAGES.booking });
  }
}
