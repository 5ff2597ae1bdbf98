/**
 * deleteBooking: the booking goes with its follow-ups and status history (the foreign keys
 * cascade), and a plot it still held becomes Available again.
 */
import { holdsPlot } from '@plotline/domain';
import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema';
import type { Handler } from '../../http/handler';
import { lockBooking } from './booking-lock';
import { releasePlot } from './plot-holding';

export const deleteBooking: Handler<'deleteBooking'> = async ({ db, clock, params }) => {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const booking = await lockBooking(tx, params.id);
    await tx.delete(bookings).where(eq(bookings.id, booking.id));
    if (holdsPlot(booking.bookingStatus)) await releasePlot(tx, booking.plotId, now);
  });
  return { status: 204, body: undefined };
};
