/** The 'Bookings by month' chart from the month tallies: a dozen months, five statuses each. */
import { bookingsByMonthOf, chartMonths, monthOf, type CalendarDate } from '@plotline/domain';
import { gte } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { monthlyBookingTallies } from '../../db/schema';

export async function bookingsByMonth(db: Executor, today: CalendarDate) {
  const [firstMonth] = chartMonths(today);
  const rows = await db
    .select({
      bookingMonth: monthlyBookingTallies.bookingMonth,
      bookingStatus: monthlyBookingTallies.bookingStatus,
      bookings: monthlyBookingTallies.bookings,
    })
    .from(monthlyBookingTallies)
    .where(gte(monthlyBookingTallies.bookingMonth, `${firstMonth}-01`));
  // Later months than today's are left out by the domain, which knows the chart's months.
  return bookingsByMonthOf(
    today,
    rows.map((row) => ({ ...row, month: monthOf(row.bookingMonth) })),
  );
}
