/**
 * How many bookings a bookings list's filters match. The dashboard's tallies (kept by trigger in
 * the same transaction as the bookings) already hold the exact count of every booking, of a
 * status, of a project and of a channel partner, in a few small rows; a list filtered by no more
 * than those reads them instead of walking 10,001 index entries on every page. Any other filter
 * (a search, a plot, dates) is counted as every list is (listCountOrElse).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import { listCountOrElse, type ListCount } from '../../db/list-count';
import {
  bookings,
  monthlyBookingTallies,
  partnerBookingTallies,
  projectBookingTallies,
} from '../../db/schema';
import {
  bookingFilter,
  insideWordsFilter,
  wholeWordsFilter,
  type BookingListQuery,
} from './booking-list-query';

type Tally = { table: PgTable; bookings: PgColumn; bookingStatus: PgColumn; where?: SQL };

/** The smallest tally that holds the filters' count, or null when none does. */
function tallyFor(query: BookingListQuery): Tally | null {
  const narrowedFurther =
    (query.searchTerm?.trim() ?? '') !== '' ||
    query.plotId ||
    query.startDate ||
    query.endDate ||
    (query.projectId && query.channelPartnerId);
  if (narrowedFurther) return null;
  if (query.projectId) {
    const tally = projectBookingTallies;
    return { ...columnsOf(tally), where: eq(tally.projectId, query.projectId) };
  }
  if (query.channelPartnerId) {
    const tally = partnerBookingTallies;
    return { ...columnsOf(tally), where: eq(tally.channelPartnerId, query.channelPartnerId) };
  }
  // The month tallies are the smallest that hold every booking once.
  return columnsOf(monthlyBookingTallies);
}

function columnsOf(table: PgTable & { bookings: PgColumn; bookingStatus: PgColumn }): Tally {
  return { table, bookings: table.bookings, bookingStatus: table.bookingStatus };
}

/**
 * What the list query keeps, and how many. A search finds bookings by the start of their words;
 * only when that finds none does it look inside words ('harm', a mobile's inner digits), through
 * trigram lists that cost more to read: a word that is found never pays for them. Counted from
 * the tallies where they hold the filters; a common word's count is the planner's estimate of its
 * whole words (listCountOrElse).
 */
export async function bookingsFound(
  db: Executor,
  query: BookingListQuery,
): Promise<{ where: SQL | undefined; counted: ListCount }> {
  const where = bookingFilter(query);
  const tally = tallyFor(query);
  if (tally) return { where, counted: await tallied(db, query, tally) };
  const { counted, where: found } = await listCountOrElse(
    db,
    bookings,
    where,
    insideWordsFilter(query),
    { atLeast: wholeWordsFilter(query) },
  );
  return { where: found, counted };
}

async function tallied(db: Executor, query: BookingListQuery, tally: Tally): Promise<ListCount> {
  const [row] = await db
    .select({ bookings: sql<number>`coalesce(sum(${tally.bookings}), 0)`.mapWith(Number) })
    .from(tally.table)
    .where(
      and(
        tally.where,
        query.bookingStatus ? eq(tally.bookingStatus, query.bookingStatus) : undefined,
      ),
    );
  return { totalCount: row?.bookings ?? 0, totalCountEstimated: false };
}
