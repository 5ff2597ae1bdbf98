/** The Projects Overview: each project's plot and booking counts, aggregated per project in SQL. */
import { compareNames, type CalendarDate } from '@plotline/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { bookings, plots, projects } from '../../db/schema';
import { bookingCounts } from './booking-counts';

/** Plots and bookings are counted apart, so joining both to a project multiplies neither. */
export async function projectsOverview(db: Executor, today: CalendarDate) {
  const { token, booking, extraTime, registryDone } = bookingCounts(today);
  const plotCounts = db
    .select({
      projectId: plots.projectId,
      totalPlots: sql<number>`count(*)`.as('total_plots'),
      availablePlots: sql<number>`count(*) filter (where ${plots.status} = 'Available')`.as(
        'available_plots',
      ),
    })
    .from(plots)
    .groupBy(plots.projectId)
    .as('plot_counts');
  const projectBookings = db
    .select({
      projectId: bookings.projectId,
      token: token.as('token'),
      booking: booking.as('booking'),
      extraTime: extraTime.as('extra_time'),
      registryDone: registryDone.as('registry_done'),
    })
    .from(bookings)
    .groupBy(bookings.projectId)
    .as('booking_counts');
  const orZero = (column: SQL.Aliased<number>) =>
    sql<number>`coalesce(${column}, 0)`.mapWith(Number);
  const rows = await db
    .select({
      projectId: projects.id,
      projectName: projects.name,
      totalPlots: orZero(plotCounts.totalPlots),
      availablePlots: orZero(plotCounts.availablePlots),
      token: orZero(projectBookings.token),
      booking: orZero(projectBookings.booking),
      extraTime: orZero(projectBookings.extraTime),
      registryDone: orZero(projectBookings.registryDone),
    })
    .from(projects)
    .leftJoin(plotCounts, eq(plotCounts.projectId, projects.id))
    .leftJoin(projectBookings, eq(projectBookings.projectId, projects.id));
  // Names sort as people read them (the domain's collation), which SQL's ORDER BY does not know.
  return rows.sort(
    (a, b) => compareNames(a.projectName, b.projectName) || a.projectId - b.projectId,
  );
}
