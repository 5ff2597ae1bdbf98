/** The bookings lists: everything, one filtered page, and the filtered export. */
import { LIST_DEFAULTS } from '@plotline/domain';
import { count, eq } from 'drizzle-orm';
import { bookings, plots, projects } from '../../db/schema';
import { csvReply, toCsv } from '../../http/csv';
import type { Handler } from '../../http/handler';
import { limitOffset, listPage } from '../../http/paging';
import { bookingFilter, bookingOrder } from './booking-list-query';
import { selectBookings, toBooking } from './booking-record';
import { BOOKING_CSV_COLUMNS } from './bookings-csv';

/** Every booking, in the bookings screen's default order. */
export const listBookings: Handler<'listBookings'> = async ({ db }) => {
  const rows = await selectBookings(db).orderBy(...bookingOrder({}));
  return { status: 200, body: rows.map(toBooking) };
};

export const listBookingsFiltered: Handler<'listBookingsFiltered'> = async ({ db, query }) => {
  const request = {
    page: query.page ?? LIST_DEFAULTS.bookings.page,
    pageSize: query.pageSize ?? LIST_DEFAULTS.bookings.pageSize,
  };
  const where = bookingFilter(query);
  const { limit, offset } = limitOffset(request);
  const rows = await selectBookings(db)
    .where(where)
    .orderBy(...bookingOrder(query))
    .limit(limit)
    .offset(offset);
  // The search reaches the project and plot names, so the count joins them too.
  const [total] = await db
    .select({ count: count() })
    .from(bookings)
    .innerJoin(projects, eq(projects.id, bookings.projectId))
    .innerJoin(plots, eq(plots.id, bookings.plotId))
    .where(where);
  return { status: 200, body: listPage(rows.map(toBooking), total?.count ?? 0, request) };
};

export const exportBookings: Handler<'exportBookings'> = async ({ db, clock, query }) => {
  const rows = await selectBookings(db)
    .where(bookingFilter(query))
    .orderBy(...bookingOrder(query));
  const csv = toCsv(BOOKING_CSV_COLUMNS, rows.map(toBooking));
  return csvReply(`bookings-${clock.today()}.csv`, csv);
};
