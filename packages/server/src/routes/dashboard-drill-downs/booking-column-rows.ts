/**
 * The bookings behind each booking column of the overviews, as the WHERE condition and the order
 * the drill-down pages them with: one condition per rule of the domain's booking-columns.ts. The
 * age buckets are written as booking-date ranges rather than ages computed per row, so the
 * database can seek them in an index.
 */
import {
  addDays,
  LIVE_BOOKING_STATUSES,
  type BookingColumn,
  type CalendarDate,
} from '@plotline/domain';
import { and, asc, between, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { bookings } from '../../db/schema';
import { isOverdue } from '../dashboard/booking-counts';

/** Live bookings (Token or Booking) booked `fromDays` to `toDays` days before today, both included. */
function liveBookedDaysAgo(today: CalendarDate, fromDays: number, toDays: number): SQL {
  return and(
    inArray(bookings.bookingStatus, [...LIVE_BOOKING_STATUSES]),
    between(bookings.bookingDate, addDays(today, -toDays), addDays(today, -fromDays)),
  )!;
}

const CONDITIONS: Readonly<Record<BookingColumn, (today: CalendarDate) => SQL | undefined>> = {
  total: () => undefined,
  token: () => eq(bookings.bookingStatus, 'Token'),
  booking: () => eq(bookings.bookingStatus, 'Booking'),
  registryDone: () => eq(bookings.bookingStatus, 'RegistryDone'),
  cancelled: () => eq(bookings.bookingStatus, 'Cancelled'),
  days0to30: (today) => liveBookedDaysAgo(today, 0, 30),
  days31to60: (today) => liveBookedDaysAgo(today, 31, 60),
  days61to90: (today) => liveBookedDaysAgo(today, 61, 90),
  extraTime: isOverdue,
};

/** The bookings the column counts as of today; undefined (every booking) for Total. */
export function bookingColumnCondition(
  column: BookingColumn,
  today: CalendarDate,
): SQL | undefined {
  return CONDITIONS[column](today);
}

/**
 * Extra Time lists the most days overdue first, which is the earliest registry date, ties by id
 * as the overtime list breaks them. Every other column lists the newest booking date first, ties
 * newest id first, as the Bookings screen does by default.
 */
export function bookingColumnOrder(column: BookingColumn): SQL[] {
  return column === 'extraTime'
    ? [asc(bookings.registryDate), asc(bookings.id)]
    : [desc(bookings.bookingDate), desc(bookings.id)];
}
