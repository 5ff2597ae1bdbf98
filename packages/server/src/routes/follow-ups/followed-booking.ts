/** The booking a follow-up is logged against. */
import { eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database';
import { bookings } from '../../db/schema';
import { invalid, notFound } from '../../http/http-error';
import { NOT_FOUND_MESSAGES } from '../../http/not-found-messages';

/** 404 when the booking named in the path does not exist. */
export async function assertBookingInPath(db: Executor, bookingId: number): Promise<void> {
  const [booking] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking) throw notFound(NOT_FOUND_MESSAGES.booking);
}

/**
 * 400 when the booking named in the body does not exist. The row stays share-locked until the
 * transaction ends, so the booking cannot be deleted between this check and the write.
 */
export async function assertBookingInBody(tx: Transaction, bookingId: number): Promise<void> {
  const [booking] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('key share');
  if (!booking) throw invalid({ bookingId: NOT_FOUND_MESSAGES.booking });
}
