/** The bookings of one plot or one channel partner, cancelled ones included, latest first. */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { bookings, channelPartners, plots } from '../../db/schema';
import type { Handler } from '../../http/handler';
import { notFound } from '../../http/http-error';
import { NOT_FOUND_MESSAGES } from '../../http/not-found-messages';
import { bookingOrder } from './booking-list-query';
import { selectBookings, toBooking } from './booking-record';

async function plotExists(db: Executor, id: number): Promise<boolean> {
  const [plot] = await db.select({ id: plots.id }).from(plots).where(eq(plots.id, id));
  return plot !== undefined;
}

async function channelPartnerExists(db: Executor, id: number): Promise<boolean> {
  const [partner] = await db
    .select({ id: channelPartners.id })
    .from(channelPartners)
    .where(eq(channelPartners.id, id));
  return partner !== undefined;
}

export const listBookingsByPlot: Handler<'listBookingsByPlot'> = async ({ db, params }) => {
  if (!(await plotExists(db, params.id))) throw notFound(NOT_FOUND_MESSAGES.plot);
  const rows = await selectBookings(db)
    .where(eq(bookings.plotId, params.id))
    .orderBy(...bookingOrder({}));
  return { status: 200, body: rows.map(toBooking) };
};

export const listBookingsByChannelPartner: Handler<'listBookingsByChannelPartner'> = async ({
  db,
  params,
}) => {
  if (!(await channelPartnerExists(db, params.id))) {
    throw notFound(NOT_FOUND_MESSAGES.channelPartner);
  }
  const rows = await selectBookings(db)
    .where(eq(bookings.channelPartnerId, params.id))
    .orderBy(...bookingOrder({}));
  return { status: 200, body: rows.map(toBooking) };
};
