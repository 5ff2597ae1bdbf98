/**
 * The booking counts of the dashboard, one rule per column: the summary cards and both overview
 * tables count with these rules, so their figures always agree with each other.
 */
import { LIVE_BOOKING_STATUSES } from '../booking/booking-status';
import { ageBucket, isOverdue, type AgeBucket } from '../booking/registry';
import type { CalendarDate } from '../calendar-date';
import type { DashboardBooking } from './dashboard-input';

/** In the order of the Channel Partners Overview columns, which use every one of them. */
export const BOOKING_COLUMNS = [
  'total',
  'token',
  'booking',
  'registryDone',
  'cancelled',
  'days0to30',
  'days31to60',
  'days61to90',
  'extraTime',
] as const;
export type BookingColumn = (typeof BOOKING_COLUMNS)[number];

export type CountedBooking = Pick<
  DashboardBooking,
  'bookingStatus' | 'bookingDate' | 'registryDate'
>;

/**
 * Age buckets count live bookings (Token or Booking) only: they show how long the deals still in
 * the pipeline have been open, and a registered or cancelled deal is no longer open. Bookings
 * older than 90 days or dated after today fall in no bucket. An overdue booking is counted both
 * in its age bucket and in Extra Time.
 */
function isLiveInAgeBucket(
  booking: CountedBooking,
  today: CalendarDate,
  bucket: AgeBucket,
): boolean {
  return (
    LIVE_BOOKING_STATUSES.includes(booking.bookingStatus) &&
    ageBucket(booking.bookingDate, today) === bucket
  );
}

/**
 * Total counts every booking, Pending and Cancelled included, so that Direct Sales plus the
 * partner rows add up to the Total Bookings card. A Pending booking shows in Total only.
 */
const RULES: Readonly<
  Record<BookingColumn, (booking: CountedBooking, today: CalendarDate) => boolean>
> = {
  total: () => true,
  token: (booking) => booking.bookingStatus === 'Token',
  booking: (booking) => booking.bookingStatus === 'Booking',
  registryDone: (booking) => booking.bookingStatus === 'RegistryDone',
  cancelled: (booking) => booking.bookingStatus === 'Cancelled',
  days0to30: (booking, today) => isLiveInAgeBucket(booking, today, '0-30'),
  days31to60: (booking, today) => isLiveInAgeBucket(booking, today, '31-60'),
  days61to90: (booking, today) => isLiveInAgeBucket(booking, today, '61-90'),
  extraTime: (booking, today) => isOverdue(booking, today),
};

export function isInBookingColumn(
  column: BookingColumn,
  booking: CountedBooking,
  today: CalendarDate,
): boolean {
  return RULES[column](booking, today);
}

export function countBookingColumns<C extends BookingColumn>(
  bookings: readonly CountedBooking[],
  columns: readonly C[],
  today: CalendarDate,
): Record<C, number> {
  const counts = Object.fromEntries(columns.map((column) => [column, 0])) as Record<C, number>;
  for (const booking of bookings) {
    for (const column of columns) {
      if (isInBookingColumn(column, booking, today)) counts[column] += 1;
    }
  }
  return counts;
}
