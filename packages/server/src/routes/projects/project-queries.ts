/** Reading and writing projects, with their plot counts and amenities. */
import type { PlotStatus } from '@plotline/domain';
import { asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { BatchedQuery } from '../../db/batched-read';
import type { Executor } from '../../db/database';
import { rowExists } from '../../db/row-queries';
import { bookings, plots, projectPlotTallies, projects } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { NOT_FOUND_MESSAGES } from '../../http/not-found-messages';
import { amenitiesByProject } from './project-amenity-queries';
import type { ProjectInput } from './project-input';
import { projectResponse, type ProjectResponse } from './project-response';
import type { CreatedStamps } from '../../http/authorship';

export const projectNotFound = () => notFound(NOT_FOUND_MESSAGES.project);

const AVAILABLE: PlotStatus = 'Available';

/**
 * Each project's plots by status, read from the tallies the plot triggers keep (migration 0003),
 * a few rows a project, so the list never counts a million plots.
 */
function plotCounts(db: Executor) {
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
    .groupBy(projectId)
    .as('plot_counts');
}

const BY_NAME = [asc(sql`lower(${projects.name})`), asc(projects.id)];

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
    .orderBy(...BY_NAME);
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

/** Every project by name, read in batches. */
export function projectsByName(): BatchedQuery<ProjectResponse> {
  return {
    ids: (tx) =>
      tx
        .select({ id: projects.id })
        .from(projects)
        .orderBy(...BY_NAME),
    rows: (tx, ids) => projectsWhere(tx, inArray(projects.id, ids)),
    idOf: (project) => project.id,
  };
}

export async function projectOr404(db: Executor, id: number): Promise<ProjectResponse> {
  const [project] = await projectsWhere(db, eq(projects.id, id));
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
