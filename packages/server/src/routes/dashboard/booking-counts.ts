/**
 * The dashboard's booking columns as SQL, one per rule of the domain's booking-columns.ts, so the
 * database counts exactly what buildDashboard counts. The date-dependent columns are written as
 * ranges over the live bookings' dates, which the partial indexes of schema.ts answer.
 */
import type { BookingColumn, CalendarDate } from '@plotline/domain';
import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { bookings, isLiveBooking } from '../../db/schema';

const isLive = isLiveBooking(bookings.bookingStatus);

/**
 * The day the figures are as of: a date, or the placeholder of a prepared statement that is given
 * the date each time it runs (dashboard-statements.ts).
 */
export type AsOf = CalendarDate | Placeholder<'today'>;

/** Overdue ("extra time"): a Token or Booking whose registry date is before today. */
export function isOverdue(today: AsOf): SQL {
  return sql`${isLive} and ${bookings.registryDate} < ${today}::date`;
}

/** Days past the registry date of an overdue booking, as the domain's daysBetween counts them. */
export function daysOverdue(today: AsOf) {
  return sql<number>`(${today}::date - ${bookings.registryDate})`.mapWith(Number);
}

/**
 * Booked `from` to `to` days before today, both included: the domain's ageBucket, as a range of
 * booking dates, which the live bookings' (partner, booking date) index answers. The bounds are
 * the code's own constants, written into the statement, so only the day is a parameter.
 */
export function bookedDaysAgo(today: AsOf, from: number, to: number): SQL {
  return sql`${bookings.bookingDate} between ${today}::date - ${sql.raw(String(to))} and ${today}::date - ${sql.raw(String(from))}`;
}

/** A live booking whose age in days falls in [from, to], as the domain's ageBucket sorts them. */
function liveAged(today: AsOf, from: number, to: number): SQL {
  return sql`${isLive} and ${bookedDaysAgo(today, from, to)}`;
}

/** The bookings a column counts, as a WHERE condition: what a drill-down of the cell lists. */
export function inBookingColumn(column: BookingColumn, today: AsOf): SQL {
  switch (column) {
    case 'total':
      return sql`true`;
    case 'token':
      return eq(bookings.bookingStatus, 'Token');
    case 'booking':
      return eq(bookings.bookingStatus, 'Booking');
    case 'registryDone':
      return eq(bookings.bookingStatus, 'RegistryDone');
    case 'cancelled':
      return eq(bookings.bookingStatus, 'Cancelled');
    case 'days0to30':
      return liveAged(today, 0, 30);
    case 'days31to60':
      return liveAged(today, 31, 60);
    case 'days61to90':
      return liveAged(today, 61, 90);
    case 'extraTime':
      return isOverdue(today);
  }
}

const countWhere = (condition: SQL) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * Every column as an aggregate over the bookings selected. Total counts booking ids, so a partner
 * or project left-joined to no booking counts 0. It scans what it is given: for a few bookings
 * (one page of a drill-down), not for the whole table, whose counts are the tallies'.
 */
export function bookingCounts(today: AsOf) {
  return {
    total: sql<number>`count(${bookings.id})`.mapWith(Number),
    token: countWhere(inBookingColumn('token', today)),
    booking: countWhere(inBookingColumn('booking', today)),
    registryDone: countWhere(inBookingColumn('registryDone', today)),
    cancelled: countWhere(inBookingColumn('cancelled', today)),
    days0to30: countWhere(inBookingColumn('days0to30', today)),
    days31to60: countWhere(inBookingColumn('days31to60', today)),
    days61to90: countWhere(inBookingColumn('days61to90', today)),
    extraTime: countWhere(inBookingColumn('extraTime', today)),
  };
}
