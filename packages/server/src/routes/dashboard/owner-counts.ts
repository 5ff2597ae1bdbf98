/**
 * A project's, partner's or the direct sales' booking counts as SQL expressions, one per column
 * of the domain's booking-columns.ts, to select beside each row of a page. The status columns
 * read the owner's tally rows; the date-dependent ones (Extra Time, the age buckets) count the
 * owner's live bookings through the partial indexes of schema.ts, a short index range each.
 */
import type { BookingColumn, BookingStatus, PlotStatus } from '@plotline/domain';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { bookings, isLiveBooking, projectPlotTallies } from '../../db/schema';
import { bookedDaysAgo, isOverdue, type AsOf } from './booking-counts';
import { ownedBy, tallyRowsOf, type BookingOwner } from './booking-owner';

const counted = (expression: SQL) => sql<number>`${expression}`.mapWith(Number);

/** The owner's bookings in a status, or in every status (Total) when none is named. */
export function tallied(owner: BookingOwner, status?: BookingStatus): SQL<number> {
  const tally = tallyRowsOf(owner);
  const inStatus = status === undefined ? sql`` : sql` and ${tally.status} = ${status}`;
  return counted(
    sql`(select coalesce(sum(${tally.count}), 0) from ${tally.table} where ${tally.rows}${inStatus})`,
  );
}

/** The owner's overdue bookings: its Extra Time. */
export function overdue(owner: BookingOwner, today: AsOf): SQL<number> {
  return counted(
    sql`(select count(*) from ${bookings} where ${isOverdue(today)} and ${ownedBy(owner)})`,
  );
}

/** The owner's live bookings booked `from` to `to` days before today: an age bucket. */
export function aged(owner: BookingOwner, today: AsOf, from: number, to: number): SQL<number> {
  return counted(
    sql`(select count(*) from ${bookings} where ${isLiveBooking(bookings.bookingStatus)} and ${bookedDaysAgo(today, from, to)} and ${ownedBy(owner)})`,
  );
}

/** Every booking column of the owner: the counts of a Channel Partners Overview row. */
export function bookingColumnCounts(
  owner: BookingOwner,
  today: AsOf,
): Record<BookingColumn, SQL<number>> {
  return {
    total: tallied(owner),
    token: tallied(owner, 'Token'),
    booking: tallied(owner, 'Booking'),
    registryDone: tallied(owner, 'RegistryDone'),
    cancelled: tallied(owner, 'Cancelled'),
    days0to30: aged(owner, today, 0, 30),
    days31to60: aged(owner, today, 31, 60),
    days61to90: aged(owner, today, 61, 90),
    extraTime: overdue(owner, today),
  };
}

/** A project's plots in a status, or all of them when none is named. */
export function projectPlots(projectId: SQLWrapper, status?: PlotStatus): SQL<number> {
  const inStatus =
    status === undefined ? sql`` : sql` and ${projectPlotTallies.plotStatus} = ${status}`;
  return counted(
    sql`(select coalesce(sum(${projectPlotTallies.plots}), 0) from ${projectPlotTallies} where ${projectPlotTallies.projectId} = ${projectId}${inStatus})`,
  );
}
