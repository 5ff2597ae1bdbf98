/** The 'Overtime Bookings' carousel and its modal: bookings past their registry date, a card each. */
import { daysOverdue, isOverdue, overdueSeverity, type OverdueSeverity } from '../booking/registry';
import { makeBookingRow, type DashboardBookingRow } from './booking-row';
import type { DashboardInput } from './dashboard-input';

export type OvertimeBooking = DashboardBookingRow & {
  daysOverdue: number;
  severity: OverdueSeverity;
};

export type Overtime = {
  /** Every overdue booking, most days overdue first, ties by booking id: a card each. */
  bookings: OvertimeBooking[];
};

export function overtime(input: DashboardInput): Overtime {
  const bookingRow = makeBookingRow(input);
  const bookings = input.bookings
    .filter((booking) => isOverdue(booking, input.today))
    .map((booking): OvertimeBooking => {
      const days = daysOverdue(booking, input.today);
      return { ...bookingRow(booking), daysOverdue: days, severity: overdueSeverity(days) };
    })
    .sort((a, b) => b.daysOverdue - a.daysOverdue || a.bookingId - b.bookingId);
  return { bookings };
}
