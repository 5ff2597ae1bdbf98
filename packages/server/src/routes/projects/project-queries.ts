/** Reading projects with their plot counts and amenities. */
import { groupBy, type PlotStatus } from '@plotline/domain';
import { asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { bookings, plots, projectAmenities, projects } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { NOT_FOUND_MESSAGES } from '../../http/not-found-messages';
import { projectResponse, type ProjectResponse } from './project-response';

export const projectNotFound = () => notFound(NOT_FOUND_MESSAGES.project);

const AVAILABLE: PlotStatus = 'Available';

/** Each project's plots counted in the database, grouped once for all projects asked for. */
function plotCounts(db: Executor) {
  return db
    .select({
      projectId: plots.projectId,
      totalPlots: count().as('total_plots'),
      availablePlots: sql<number>`count(*) filter (where ${plots.status} = ${AVAILABLE})`
        .mapWith(Number)
        .as('available_plots'),
    })
    .from(plots)
    .groupBy(plots.projectId)
    .as('plot_counts');
}

async function projectRows(db: Executor, where: SQL | undefined) {
  const counts = plotCounts(db);
  return db
    .select({
      project: projects,
      totalPlots: sql<number>`coalesce(${counts.totalPlots}, 0)`.mapWith(Number),
      availablePlots: sql<number>`coalesce(${counts.availablePlots}, 0)`.mapWith(Number),
    })
    .from(projects)
    .leftJoin(counts, eq(counts.projectId, projects.id))
    .where(where)
    .orderBy(asc(sql`lower(${projects.name})`), asc(projects.id));
}

async function amenitiesByProject(db: Executor, projectIds: number[]) {
  const rows = await db
    .select()
    .from(projectAmenities)
    .where(inArray(projectAmenities.projectId, projectIds))
    .orderBy(asc(projectAmenities.name), asc(projectAmenities.amenityId));
  return groupBy(rows, (row) => row.projectId);
}

/** The projects matching `where`, by name, each with its counts and amenities. */
export async function projectsWhere(db: Executor, where?: SQL): Promise<ProjectResponse[]> {
  const rows = await projectRows(db, where);
  const amenities = await amenitiesByProject(
    db,
    rows.map((row) => row.project.id),
  );
  return rows.map((row) => projectResponse(row, amenities.get(row.project.id) ?? []));
}

export async function projectOr404(db: Executor, id: number): Promise<ProjectResponse> {
  const [project] = await projectsWhere(db, eq(projects.id, id));
  if (!project) throw projectNotFound();
  return project;
}

export async function projectExists(db: Executor, id: number): Promise<boolean> {
  const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, id));
  return project !== undefined;
}

/** Whether any booking, live or cancelled, refers to the project or one of its plots. */
export async function bookingsReferToProject(db: Executor, projectId: number): Promise<boolean> {
  const [booking] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      or(
        eq(bookings.projectId, projectId),
        inArray(
          bookings.plotId,
          db.select({ id: plots.id }).from(plots).where(eq(plots.projectId, projectId)),
        ),
      ),
    )
    .limit(1);
  return booking !== undefined;
}
