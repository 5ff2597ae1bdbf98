/** Reading and writing bookings, with the names of their project, plot and partner joined in. */
import { LIST_DEFAULTS } from '@plotline/domain';
import { eq, getTableColumns, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { BatchedQuery } from '../../db/batched-read';
import type { Executor, Transaction } from '../../db/database';
import { pageFilter } from '../../db/list-count';
import { rowExists } from '../../db/row-queries';
import { bookings, channelPartners, enquiries, plots, projects } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { NOT_FOUND_MESSAGES } from '../../http/not-found-messages';
import { limitOffset, listPage, pageRequest } from '../../http/paging';
import { bookingsFound } from './booking-list-count';
import {
  bookingOrder,
  type BookingListPageQuery,
  type BookingListQuery,
} from './booking-list-query';
import { bookingResponse, type BookingResponse } from './booking-response';

export const bookingNotFound = () => notFound(NOT_FOUND_MESSAGES.booking);

// The search's words are the database's, for its index: no answer holds them.
const { searchWords, ...storedColumns } = getTableColumns(bookings);

const bookingColumns = {
  ...storedColumns,
  projectName: projects.name,
  plotNumber: plots.plotNumber,
  channelPartnerName: channelPartners.name,
  // The enquiry keeps the link (the bookings table is left as it is): one probe of its unique index.
  enquiryId: sql<
    number | null
  >`(select ${enquiries.id} from ${enquiries} where ${enquiries.bookingId} = ${bookings.id})`,
};

/** Bookings with their names joined in; callers add the filter, order and page they need. */
function selectBookings(db: Executor) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(projects, eq(projects.id, bookings.projectId))
    .innerJoin(plots, eq(plots.id, bookings.plotId))
    .leftJoin(channelPartners, eq(channelPartners.id, bookings.channelPartnerId))
    .$dynamic();
}

/**
 * Booking ids in the list query's order. The filter reads the bookings table alone, so only the
 * project name's order needs a join on the way.
 */
function selectBookingIds(db: Executor, query: BookingListQuery) {
  const ids = db.select({ id: bookings.id }).from(bookings).$dynamic();
  return query.sortBy === 'ProjectName'
    ? ids.innerJoin(projects, eq(projects.id, bookings.projectId))
    : ids;
}

/** The bookings matching `where`, in the bookings screen's default order. */
async function bookingsWhere(db: Executor, where: SQL): Promise<BookingResponse[]> {
  const rows = await selectBookings(db)
    .where(where)
    .orderBy(...bookingOrder({}));
  return rows.map(bookingResponse);
}

/**
 * The bookings the list query filters, in its order, read in batches: what the export holds, and
 * with no filter the full list, which can hold every booking the business has made.
 */
export function bookingsListed(query: BookingListQuery): BatchedQuery<BookingResponse> {
  return {
    ids: async (tx) =>
      selectBookingIds(tx, query)
        .where((await bookingsFound(tx, query)).where)
        .orderBy(...bookingOrder(query))
        .getSQL(),
    rows: (tx, ids) => bookingsWhere(tx, inArray(bookings.id, ids)),
    idOf: (booking) => booking.id,
  };
}

/**
 * The page the list query asks for, counted with the same filter. A search that matches few
 * bookings reads its matches by id (pageFilter); one that matches many finds a page of them soon
 * along the sort order's index. The page's ids are found first and only its rows are joined to
 * their names, so a deep page skips index entries, not joined rows.
 */
export async function bookingsPage(db: Executor, query: BookingListPageQuery) {
  const page = pageRequest(query, LIST_DEFAULTS.bookings);
  const { where, counted } = await bookingsFound(db, query);
  const { limit, offset } = limitOffset(page);
  const searched = (query.searchTerm?.trim() ?? '') !== '';
  const order = bookingOrder(query);
  const pageIds = selectBookingIds(db, query)
    .where(pageFilter({ id: bookings.id, table: bookings }, where, { searched, counted }))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const rows = await selectBookings(db)
    .where(sql`${bookings.id} = any(array(${pageIds}))`)
    .orderBy(...order);
  return listPage(rows.map(bookingResponse), counted, page);
}

/** A plot's bookings, cancelled ones included, latest first. */
export function bookingsOfPlot(db: Executor, plotId: number): Promise<BookingResponse[]> {
  return bookingsWhere(db, eq(bookings.plotId, plotId));
}

export function bookingExists(db: Executor, id: number): Promise<boolean> {
  return rowExists(db, bookings, id);
}

export async function bookingOr404(db: Executor, id: number): Promise<BookingResponse> {
  const [booking] = await bookingsWhere(db, eq(bookings.id, id));
  if (!booking) throw bookingNotFound();
  return booking;
}

/** A booking this request has just written, read back inside its transaction. */
export async function readBooking(db: Executor, id: number): Promise<BookingResponse> {
  const [booking] = await bookingsWhere(db, eq(bookings.id, id));
  if (!booking) throw new Error(`Booking ${id} is missing right after it was written`);
  return booking;
}

export type LockedBooking = typeof bookings.$inferSelect;

/** The stored booking a change starts from, locked so concurrent changes to it queue up; or 404. */
export async function lockBooking(tx: Transaction, id: number): Promise<LockedBooking> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  if (!booking) throw bookingNotFound();
  return booking;
}

/**
 * Takes the next booking id from the table's sequence before the insert, so the number can be
 * written with the row instead of patched in by a second statement.
 */
export async function reserveBookingId(tx: Transaction): Promise<number> {
  const sequence = sql`pg_get_serial_sequence(${getTableName(bookings)}, ${bookings.id.name})`;
  const [reserved] = await tx
    .select({ id: sql<number>`nextval(${sequence})::int` })
    .from(sql`(values (1)) as reservation`);
  if (!reserved) throw new Error('The bookings sequence gave no id');
  return reserved.id;
}

export async function insertBooking(
  tx: Transaction,
  row: typeof bookings.$inferInsert & { id: number },
): Promise<void> {
  await tx.insert(bookings).values(row);
}

export async function updateBookingRow(
  tx: Transaction,
  id: number,
  values: Partial<typeof bookings.$inferInsert>,
): Promise<void> {
  await tx.update(bookings).set(values).where(eq(bookings.id, id));
}

/** Its follow-ups and status history go with it: the foreign keys cascade. */
export async function deleteBookingRow(tx: Transaction, id: number): Promise<void> {
  await tx.delete(bookings).where(eq(bookings.id, id));
}
