/** The 'Projects Overview' table: one row per project, by name as people read it (compareNames). */
import { countBookingColumns, type BookingColumn } from './booking-columns';
import type { DashboardInput } from './dashboard-input';
import { groupBy } from './group-by';
import { countPlotColumns, type PlotColumn } from './plot-columns';
import { compareNames } from './sort-order';

export const PROJECT_BOOKING_COLUMNS = [
  'token',
  'booking',
  'extraTime',
  'registryDone',
] as const satisfies readonly BookingColumn[];
export type ProjectBookingColumn = (typeof PROJECT_BOOKING_COLUMNS)[number];

export type ProjectOverviewRow = {
  projectId: number;
  projectName: string;
} & Record<PlotColumn, number> &
  Record<ProjectBookingColumn, number>;

export function projectsOverview(input: DashboardInput): ProjectOverviewRow[] {
  const plotsByProject = groupBy(input.plots, (plot) => plot.projectId);
  const bookingsByProject = groupBy(input.bookings, (booking) => booking.projectId);
  return [...input.projects]
    .sort((a, b) => compareNames(a.name, b.name) || a.id - b.id)
    .map((project) => ({
      projectId: project.id,
      projectName: project.name,
      ...countPlotColumns(plotsByProject.get(project.id) ?? []),
      ...countBookingColumns(
        bookingsByProject.get(project.id) ?? [],
        PROJECT_BOOKING_COLUMNS,
        input.today,
      ),
    }));
}
