/** The 'Bookings by month' chart: the last 12 calendar months, each booking in its current status. */
import type { BookingStatus } from '../booking/booking-status';
import type { CalendarDate } from '../calendar-date';
import type { DashboardInput } from './dashboard-input';

export const CHART_MONTH_COUNT = 12;

/** The chart's series, one per booking status. */
const SERIES_OF_STATUS = {
  Pending: 'pending',
  Token: 'token',
  Booking: 'booking',
  RegistryDone: 'registryDone',
  Cancelled: 'cancelled',
} as const satisfies Record<BookingStatus, string>;
type MonthSeries = (typeof SERIES_OF_STATUS)[BookingStatus];

/** A calendar month, 'YYYY-MM'. */
export type CalendarMonth = string;

export type MonthBookings = { month: CalendarMonth } & Record<MonthSeries, number>;

/** Bookings counted under the month of their booking date and their status. */
export type MonthStatusCount = {
  month: CalendarMonth;
  bookingStatus: BookingStatus;
  bookings: number;
};

export function monthOf(date: CalendarDate): CalendarMonth {
  return date.slice(0, 7);
}

/** The 12 months ending with the month of `today`, oldest first. */
export function chartMonths(today: CalendarDate): CalendarMonth[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return Array.from({ length: CHART_MONTH_COUNT }, (_, i) => {
    // Months since year 0, so stepping back across a new year needs no special case.
    const index = year * 12 + (month - 1) - (CHART_MONTH_COUNT - 1 - i);
    const monthNumber = String((index % 12) + 1).padStart(2, '0');
    return `${Math.floor(index / 12)}-${monthNumber}`;
  });
}

/**
 * The chart from counts per month and status. Every month is there, at zero when nothing was
 * booked in it, so the chart's axis never skips one; counts outside the 12 months are left out.
 */
export function bookingsByMonthOf(
  today: CalendarDate,
  counts: readonly MonthStatusCount[],
): MonthBookings[] {
  const months = new Map(
    chartMonths(today).map((month): [CalendarMonth, MonthBookings] => [
      month,
      { month, pending: 0, token: 0, booking: 0, registryDone: 0, cancelled: 0 },
    ]),
  );
  for (const count of counts) {
    const row = months.get(count.month);
    if (row) row[SERIES_OF_STATUS[count.bookingStatus]] += count.bookings;
  }
  return [...months.values()];
}

export function bookingsByMonth(
  input: Pick<DashboardInput, 'today' | 'bookings'>,
): MonthBookings[] {
  return bookingsByMonthOf(
    input.today,
    input.bookings.map((booking) => ({
      month: monthOf(booking.bookingDate),
      bookingStatus: booking.bookingStatus,
      bookings: 1,
    })),
  );
}
