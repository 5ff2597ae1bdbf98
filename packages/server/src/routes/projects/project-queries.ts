/** Reading and writing projects, with their plot counts and amenities. */
import { LIST_DEFAULTS, type PlotStatus } from '@plotline/domain';
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { BatchedQuery } from '../../db/batched-read';
import type { Executor } from '../../db/database';
import { listCount } from '../../db/list-count';
import { rowExists } from '../../db/row-queries';
import { bookings, plots, projectPlotTallies, projects } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { NOT_FOUND_MESSAGES } from '../../http/not-found-messages';
import { limitOffset, listPage, pageRequest } from '../../http/paging';
import { amenitiesByProject } from './project-amenity-queries';
import type { ProjectInput } from './project-input';
import { projectFilter, projectOrder, type ProjectListPageQuery } from './project-list-query';
import { projectResponse, type ProjectResponse } from './project-response';
import type { CreatedStamps } from '../../http/authorship';

export const projectNotFound = () => notFound(NOT_FOUND_MESSAGES.project);

const AVAILABLE: PlotStatus = 'Available';

/**
 * The projects' plots by status, read from the tallies the plot triggers keep (migration 0003), a
 * few rows a project, so a list never counts a million plots.
 */
function plotCounts(db: Executor, projectIds: readonly number[]) {
  const { projectId, plotStatus, plots: tallied } = projectPlotTallies;
  return db
    .select({
      projectId,
      totalPlots: sql<number>`sum(${tallied})`.mapWith(Number).as('total_plots'),
      availablePlots: sql<number>`sum(${tallied}) filter (where ${plotStatus} = ${AVAILABLE})`
        .mapWith(Number)
        .as('available_plots'),
    })
    .from(projectPlotTallies)
    .where(inArray(projectId, [...projectIds]))
    .groupBy(projectId)
    .as('plot_counts');
}

/** The projects of these ids, in the ids' order, each with its counts and amenities. */
export async function projectsOfIds(
  db: Executor,
  ids: readonly number[],
): Promise<ProjectResponse[]> {
  if (ids.length === 0) return [];
  const counts = plotCounts(db, ids);
  const rows = await db
    .select({
      project: projects,
      totalPlots: sql<number>`coalesce(${counts.totalPlots}, 0)`.mapWith(Number),
      availablePlots: sql<number>`coalesce(${counts.availablePlots}, 0)`.mapWith(Number),
    })
    .from(projects)
    .leftJoin(counts, eq(counts.projectId, projects.id))
    .where(inArray(projects.id, [...ids]));
  const amenities = await amenitiesByProject(
    db,
    rows.map((row) => row.project.id),
  );
  const byId = new Map(
    rows.map((row) => [row.project.id, projectResponse(row, amenities.get(row.project.id) ?? [])]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const BY_NAME = [asc(sql`lower(${projects.name})`), asc(projects.id)];

/** Every project by name, read in batches. */
export function projectsByName(): BatchedQuery<ProjectResponse> {
  return {
    ids: (tx) =>
      tx
        .select({ id: projects.id })
        .from(projects)
        .orderBy(...BY_NAME),
    rows: (tx, ids) => projectsOfIds(tx, ids),
    idOf: (project) => project.id,
  };
}

/**
 * The page the query asks for: its ids found along the sort's order first, then only those
 * projects read with their counts and amenities.
 */
export async function projectsPage(db: Executor, query: ProjectListPageQuery) {
  const page = pageRequest(query, LIST_DEFAULTS.projects);
  const where = projectFilter(query);
  const { limit, offset } = limitOffset(page);
  const [pageIds, counted] = await Promise.all([
    db
      .select({ id: projects.id })
      .from(projects)
      .where(where)
      .orderBy(...projectOrder(query))
      .limit(limit)
      .offset(offset),
    listCount(db, projects, where),
  ]);
  const rows = await projectsOfIds(
    db,
    pageIds.map(({ id }) => id),
  );
  return listPage(rows, counted, page);
}

export async function projectOr404(db: Executor, id: number): Promise<ProjectResponse> {
  const [project] = await projectsOfIds(db, [id]);
  if (!project) throw projectNotFound();
  return project;
}

export function projectExists(db: Executor, id: number): Promise<boolean> {
  return rowExists(db, projects, id);
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

type ProjectRow = ProjectInput['fields'] & CreatedStamps;

export async function insertProject(db: Executor, row: ProjectRow): Promise<number> {
  const [created] = await db.insert(projects).values(row).returning({ id: projects.id });
  if (!created) throw new Error('The project insert returned no row');
  return created.id;
}

/** Whether there was such a project to update. */
export async function updateProjectRow(
  db: Executor,
  id: number,
  values: ProjectInput['fields'] & { updatedAt: Date },
): Promise<boolean> {
  const updated = await db
    .update(projects)
    .set(values)
    .where(eq(projects.id, id))
    .returning({ id: projects.id });
  return updated.length > 0;
}

/** Its plots and picked amenities go with it (ON DELETE CASCADE). */
export async function deleteProjectRow(db: Executor, id: number): Promise<void> {
  await db.delete(projects).where(eq(projects.id, id));
}
