/**
 * The Projects Overview, a page at a time: the page of projects by name, then only their tallies
 * and overdue counts, so a page costs the same whatever the number of bookings.
 */
import type { CalendarDate } from '@plotline/domain';
import { asc, count, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { projects } from '../../db/schema';
import { limitOffset, listPage, type PageRequest } from '../../http/paging';
import { overdueCounts } from './live-booking-queries';
import { allStatuses, projectBookingCounts, projectPlotCounts } from './tally-queries';

/** By name ignoring case, ties by id: the projects list's order, which projects_lower_name_idx holds. */
export const PROJECTS_BY_NAME = [asc(sql`lower(${projects.name})`), asc(projects.id)];

export async function projectsOverviewPage(
  db: Executor,
  today: CalendarDate,
  request: PageRequest,
) {
  const { limit, offset } = limitOffset(request);
  const page = await db
    .select({ projectId: projects.id, projectName: projects.name })
    .from(projects)
    .orderBy(...PROJECTS_BY_NAME)
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ count: count() }).from(projects);
  const ids = page.map((project) => project.projectId);
  const plots = await projectPlotCounts(db, ids);
  const bookings = await projectBookingCounts(db, ids);
  const overdue = await overdueCounts(db, today, { by: 'project', ids });
  const rows = page.map(({ projectId, projectName }) => {
    const plotCounts = plots.get(projectId)!;
    const bookingCounts = bookings.get(projectId)!;
    return {
      projectId,
      projectName,
      totalPlots: allStatuses(plotCounts),
      // The domain's availablePlots column: plots whose status is Available.
      availablePlots: plotCounts.Available,
      token: bookingCounts.Token,
      booking: bookingCounts.Booking,
      extraTime: overdue.get(projectId) ?? 0,
      registryDone: bookingCounts.RegistryDone,
    };
  });
  return listPage(rows, total?.count ?? 0, request);
}
