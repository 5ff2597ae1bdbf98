/** One booking, and the history of its statuses. */
import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema';
import type { Handler } from '../../http/handler';
import { notFound } from '../../http/http-error';
import { NOT_FOUND_MESSAGES } from '../../http/not-found-messages';
import { findBooking } from './booking-record';
import { statusHistoryOf } from './status-history';

export const getBooking: Handler<'getBooking'> = async ({ db, params }) => {
  const booking = await findBooking(db, params.id);
  if (!booking) throw notFound(NOT_FOUND_MESSAGES.booking);
  return { status: 200, body: booking };
};

export const getBookingHistory: Handler<'getBookingHistory'> = async ({ db, params }) => {
  const [booking] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.id, params.id));
  if (!booking) throw notFound(NOT_FOUND_MESSAGES.booking);
  return { status: 200, body: await statusHistoryOf(db, booking.id) };
};
