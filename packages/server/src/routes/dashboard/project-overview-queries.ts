/**
 * The Projects Overview, a page at a time: the page of projects by name, each with its counts
 * read beside it from the tallies and the live-booking index, so a page costs the same whatever
 * the number of bookings.
 */
import type { components } from '@plotline/api-client/schema';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { projects } from '../../db/schema';
import type { AsOf } from './booking-counts';
import type { BookingOwner } from './booking-owner';
import { jsonRows, named, positionBy, type RowWindow } from './json-rows';
import { overdue, projectPlots, tallied } from './owner-counts';

type ProjectOverview = components['schemas']['ProjectOverview'];

/**
 * By name as people read them (the names collation of migration 0004, the domain's compareNames),
 * ties by id, which projects_name_order_idx holds.
 */
export const PROJECT_NAME_ORDER = [sql`${projects.name} collate names`, projects.id];
const BY_NAME = PROJECT_NAME_ORDER;
export const PROJECTS_BY_NAME = BY_NAME.map((key) => asc(key));

/** Every project: the Total Projects card, and the overview's total. */
export const projectCount = sql<number>`(select count(*) from ${projects})`.mapWith(Number);

/** The page's rows, as JSON. */
export function projectsOverviewRows(db: Executor, today: AsOf, window: RowWindow) {
  const { limit, offset } = window;
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
  return jsonRows<ProjectOverview>(
    db
      .select({
        position: positionBy(...BY_NAME),
        ...named({
          projectId: projects.id,
          projectName: projects.name,
          totalPlots: projectPlots(projects.id),
          // The domain's availablePlots column: plots whose status is Available.
          availablePlots: projectPlots(projects.id, 'Available'),
          token: tallied(project, 'Token'),
          booking: tallied(project, 'Booking'),
          extraTime: overdue(project, today),
          registryDone: tallied(project, 'RegistryDone'),
        }),
      })
      .from(page)
      .innerJoin(projects, eq(projects.id, page.id)),
  );
}
