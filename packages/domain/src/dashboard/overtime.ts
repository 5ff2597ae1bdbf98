/** The 'Overtime Bookings' carousel and its modal: bookings past their registry date. */
import { daysOverdue, isOverdue, overdueSeverity, type OverdueSeverity } from '../booking/registry';
import { makeBookingRow, type DashboardBookingRow } from './booking-row';
import type { DashboardInput } from './dashboard-input';
import { groupBy } from './group-by';
import { compareNames } from './sort-order';

export type OvertimeBooking = DashboardBookingRow & {
  daysOverdue: number;
  severity: OverdueSeverity;
};

/**
 * One carousel card per project with overdue bookings; its modal lists `bookings`, in the same
 * order as `Overtime.bookings`.
 */
export type OvertimeCard = {
  projectId: number;
  projectName: string;
  count: number;
  worstDaysOverdue: number;
  worstSeverity: OverdueSeverity;
  bookings: OvertimeBooking[];
};

export type Overtime = {
  /** Every overdue booking, most days overdue first, ties by booking id. */
  bookings: OvertimeBooking[];
  /** Most urgent project first (worst days overdue), ties by project name, then id. */
  cards: OvertimeCard[];
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
  const bookingsByProject = groupBy(bookings, (booking) => booking.projectId);
  const cards = input.projects
    .flatMap((project): OvertimeCard[] => {
      const projectBookings = bookingsByProject.get(project.id);
      if (!projectBookings) return [];
      const worstDaysOverdue = Math.max(...projectBookings.map((booking) => booking.daysOverdue));
      return [
        {
          projectId: project.id,
          projectName: project.name,
          count: projectBookings.length,
          worstDaysOverdue,
          worstSeverity: overdueSeverity(worstDaysOverdue),
          bookings: projectBookings,
        },
      ];
    })
    .sort(
      (a, b) =>
        b.worstDaysOverdue - a.worstDaysOverdue ||
        compareNames(a.projectName, b.projectName) ||
        a.projectId - b.projectId,
    );
  return { bookings, cards };
}
