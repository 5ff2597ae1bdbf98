/**
 * The dashboard's booking columns as SQL aggregates, one per rule of the domain's
 * booking-columns.ts, so the database counts exactly what buildDashboard counts.
 */
import { LIVE_BOOKING_STATUSES, type CalendarDate } from '@plotline/domain';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { bookings } from '../../db/schema';

const isLive = inArray(bookings.bookingStatus, [...LIVE_BOOKING_STATUSES]);

/** Whole days from one of the booking's dates to today, as the domain's daysBetween counts them. */
const daysSince = (
  column: typeof bookings.bookingDate | typeof bookings.registryDate,
  today: CalendarDate,
) => sql<number>`(${today}::date - ${column})`;

/** Overdue ("extra time"): a Token or Booking whose registry date is before today. */
export function isOverdue(today: CalendarDate): SQL {
  return sql`${isLive} and ${bookings.registryDate} < ${today}::date`;
}

/** Days past the registry date of an overdue booking. */
export function daysOverdue(today: CalendarDate) {
  return daysSince(bookings.registryDate, today).mapWith(Number);
}

/** A live booking whose age in days falls in [from, to], as the domain's ageBucket sorts them. */
function liveAged(today: CalendarDate, from: number, to: number): SQL {
  return sql`${isLive} and ${daysSince(bookings.bookingDate, today)} between ${from} and ${to}`;
}

const countWhere = (condition: SQL) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * Every column of the Channel Partners Overview; the cards and project rows use some of them.
 * Total counts booking ids, so a partner or project left-joined to no booking counts 0.
 */
export function bookingCounts(today: CalendarDate) {
  return {
    total: sql<number>`count(${bookings.id})`.mapWith(Number),
    token: countWhere(eq(bookings.bookingStatus, 'Token')),
    booking: countWhere(eq(bookings.bookingStatus, 'Booking')),
    registryDone: countWhere(eq(bookings.bookingStatus, 'RegistryDone')),
    cancelled: countWhere(eq(bookings.bookingStatus, 'Cancelled')),
    days0to30: countWhere(liveAged(today, 0, 30)),
    days31to60: countWhere(liveAged(today, 31, 60)),
    days61to90: countWhere(liveAged(today, 61, 90)),
    extraTime: countWhere(isOverdue(today)),
  };
}
