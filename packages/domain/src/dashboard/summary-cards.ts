/** The six summary cards at the top of the dashboard. */
import { countBookingColumns } from './booking-columns';
import type { DashboardInput } from './dashboard-input';

export type SummaryCards = {
  totalProjects: number;
  totalPlots: number;
  /** Every booking, Pending and Cancelled included: the sum of the partner overview's Total. */
  totalBookings: number;
  registryDone: number;
  /** Overdue bookings. */
  extraTime: number;
  /** Every partner, active or not, as the overview lists them all. */
  channelPartners: number;
};

export function summaryCards(input: DashboardInput): SummaryCards {
  const counts = countBookingColumns(
    input.bookings,
    ['total', 'registryDone', 'extraTime'],
    input.today,
  );
  return {
    totalProjects: input.projects.length,
    totalPlots: input.plots.length,
    totalBookings: counts.total,
    registryDone: counts.registryDone,
    extraTime: counts.extraTime,
    channelPartners: input.channelPartners.length,
  };
}
