/** The stored booking a change starts from, locked so concurrent changes to it queue up. */
import type { BookingStatus } from '@plotline/domain';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { bookings } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { NOT_FOUND_MESSAGES } from '../../http/not-found-messages';

export type LockedBooking = typeof bookings.$inferSelect & { bookingStatus: BookingStatus };

/** 404 when there is no such booking. */
export async function lockBooking(tx: Transaction, id: number): Promise<LockedBooking> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  if (!booking) throw notFound(NOT_FOUND_MESSAGES.booking);
  // The column holds only statuses the contract let in.
  return { ...booking, bookingStatus: booking.bookingStatus as BookingStatus };
}
