/**
 * The Projects Overview, a page at a time, in one query: the page of projects by name, each
 * with its counts read beside it from the tallies and the live-booking index, so a page costs
 * the same whatever the number of bookings.
 */
import type { CalendarDate } from '@plotline/domain';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { projects } from '../../db/schema';
import { limitOffset, listPage, type PageRequest } from '../../http/paging';
import type { BookingOwner } from './booking-owner';
import { overdue, projectPlots, tallied } from './owner-counts';

/** By name ignoring case, ties by id: the projects list's order, which projects_lower_name_idx holds. */
export const PROJECTS_BY_NAME = [asc(sql`lower(${projects.name})`), asc(projects.id)];

export async function projectCount(db: Executor): Promise<number> {
  const [row] = await db.select({ count: count() }).from(projects);
  return row?.count ?? 0;
}

/** `totalCount` is every project, which the caller may already know. */
export async function projectsOverviewPage(
  db: Executor,
  today: CalendarDate,
  request: PageRequest,
  totalCount: number,
) {
  const { limit, offset } = limitOffset(request);
  // The page's ids first, so the counts beside each row are worked out for the page's rows only
  // and not for every row an OFFSET skips.
  const page = db
    .select({ id: projects.id })
    .from(projects)
    .orderBy(...PROJECTS_BY_NAME)
    .limit(limit)
    .offset(offset)
    .as('page');
  const project: BookingOwner = { by: 'project', id: projects.id };
  const rows = await db
    .select({
      projectId: projects.id,
      projectName: projects.name,
      totalPlots: projectPlots(projects.id),
      // The domain's availablePlots column: plots whose status is Available.
      availablePlots: projectPlots(projects.id, 'Available'),
      token: tallied(project, 'Token'),
      booking: tallied(project, 'Booking'),
      extraTime: overdue(project, today),
      registryDone: tallied(project, 'RegistryDone'),
    })
    .from(page)
    .innerJoin(projects, eq(projects.id, page.id))
    .orderBy(...PROJECTS_BY_NAME);
  return listPage(rows, totalCount, request);
}
