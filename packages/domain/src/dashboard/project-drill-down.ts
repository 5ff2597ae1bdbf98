/** Drill-downs of the Projects Overview cells. */
import { bookingsInColumn } from './booking-columns';
import type { DashboardInput, DashboardProject } from './dashboard-input';
import {
  bookingDrillDown,
  plotDrillDown,
  type BookingDrillDown,
  type PlotDrillDown,
} from './drill-down';
import { plotsInColumn, type PlotColumn } from './plot-columns';
import type { ProjectBookingColumn } from './projects-overview';

function projectOf(input: DashboardInput, projectId: number): DashboardProject {
  const project = input.projects.find((candidate) => candidate.id === projectId);
  if (!project) throw new RangeError(`Unknown project: ${projectId}`);
  return project;
}

export function projectCellPlots(
  input: DashboardInput,
  projectId: number,
  column: PlotColumn,
): PlotDrillDown {
  const project = projectOf(input, projectId);
  const plots = input.plots.filter((plot) => plot.projectId === projectId);
  return plotDrillDown(project.name, plotsInColumn(plots, column));
}

export function projectCellBookings(
  input: DashboardInput,
  projectId: number,
  column: ProjectBookingColumn,
): BookingDrillDown {
  const project = projectOf(input, projectId);
  const bookings = input.bookings.filter((booking) => booking.projectId === projectId);
  return bookingDrillDown(input, project.name, bookingsInColumn(bookings, column, input.today));
}
