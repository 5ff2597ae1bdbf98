/** Reading and writing plots, and the bookings that refer to them. */
import { BOOKING_STATUSES, groupBy, holdsPlot, LIST_DEFAULTS } from '@plotline/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { BatchedQuery } from '../../db/batched-read';
import type { Executor } from '../../db/database';
import { listCount, pageFilter } from '../../db/list-count';
import { rowExists } from '../../db/row-queries';
import { bookings, plots, projects } from '../../db/schema';
import { databaseErrorOf } from '../../http/error-handler';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { NOT_FOUND_MESSAGES } from '../../http/not-found-messages';
import { limitOffset, listPage, pageRequest } from '../../http/paging';
import { projectExists } from '../projects/project-queries';
import type { PlotValues } from './plot-input';
import { BY_PLOT_NUMBER, plotFilter, plotListOrder, type PlotListQuery } from './plot-list-query';
import { plotResponse, type PlotResponse } from './plot-response';
import type { CreatedStamps } from '../../http/authorship';

export const plotNotFound = () => notFound(NOT_FOUND_MESSAGES.plot);

const PLOT_NUMBER_INDEX = 'plots_project_number_key';

const plotColumns = {
  id: plots.id,
  projectId: plots.projectId,
  projectName: projects.name,
  plotNumber: plots.plotNumber,
  plotSize: plots.plotSize,
  sizeUnit: plots.sizeUnit,
  status: plots.status,
  remark: plots.remark,
  createdBy: plots.createdBy,
  createdAt: plots.createdAt,
};

/** Plots with their project's name; callers add the filter, order and page. */
function selectPlots(db: Executor) {
  return db.select(plotColumns).from(plots).innerJoin(projects, eq(projects.id, plots.projectId));
}

export async function plotsWhere(
  db: Executor,
  where: SQL | undefined,
  order: SQL[] = BY_PLOT_NUMBER,
): Promise<PlotResponse[]> {
  const rows = await selectPlots(db)
    .where(where)
    .orderBy(...order);
  return rows.map(plotResponse);
}

/**
 * The plots the list query filters, in its order, read in batches: what the export holds, and
 * the full lists, which can hold every plot of every project.
 */
export function plotsListed(query: PlotListQuery): BatchedQuery<PlotResponse> {
  return {
    ids: (tx) => {
      const ids = tx.select({ id: plots.id }).from(plots).$dynamic();
      // The filter reads the plots table alone; only the project name's order needs a join.
      const ordered =
        query.sortBy === 'ProjectName'
          ? ids.innerJoin(projects, eq(projects.id, plots.projectId))
          : ids;
      return ordered.where(plotFilter(query)).orderBy(...plotListOrder(query));
    },
    rows: (tx, ids) => plotsWhere(tx, inArray(plots.id, ids), []),
    idOf: (plot) => plot.id,
  };
}

/**
 * The page the list query asks for, counted with the same filter; a search that matches few
 * plots reads its matches by id, as the bookings' does.
 */
export async function plotsPage(db: Executor, query: PlotListQuery) {
  const page = pageRequest(query, LIST_DEFAULTS.plots);
  const where = plotFilter(query);
  const counted = await listCount(db, plots, where);
  const { limit, offset } = limitOffset(page);
  const searched = (query.searchTerm ?? '').trim() !== '' || (query.plotNumber ?? '').trim() !== '';
  const rows = await selectPlots(db)
    .where(pageFilter({ id: plots.id, table: plots }, where, { searched, counted }))
    .orderBy(...plotListOrder(query))
    .limit(limit)
    .offset(offset);
  return listPage(rows.map(plotResponse), counted, page);
}

/** The plots of these projects, by project id and in plot-number order. */
export async function plotsOfProjects(db: Executor, projectIds: number[]) {
  const plotsOfThem = await plotsWhere(db, inArray(plots.projectId, projectIds));
  return groupBy(plotsOfThem, (plot) => plot.projectId);
}

export function plotExists(db: Executor, id: number): Promise<boolean> {
  return rowExists(db, plots, id);
}

export async function plotResponseOr404(db: Executor, id: number): Promise<PlotResponse> {
  const [plot] = await plotsWhere(db, eq(plots.id, id), []);
  if (!plot) throw plotNotFound();
  return plot;
}

/** The stored plot itself, for the checks an update or delete makes first. */
export async function plotOr404(db: Executor, id: number) {
  const [plot] = await db.select().from(plots).where(eq(plots.id, id));
  if (!plot) throw plotNotFound();
  return plot;
}

/** 400 when the body names a project that does not exist. */
export async function assertProjectExists(db: Executor, projectId: number): Promise<void> {
  if (await projectExists(db, projectId)) return;
  const message = `Project ${projectId} does not exist`;
  throw badRequest(message, { projectId: message });
}

/**
 * Runs a write that sets a plot number. The unique index plots_project_number_key is the one
 * judge of "another plot of the project has this number in any letter case", so concurrent
 * requests cannot both win; its refusal becomes the contract's 409 on plotNumber.
 */
async function withPlotNumber<T>(plotNumber: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (databaseErrorOf(error)?.constraint !== PLOT_NUMBER_INDEX) throw error;
    const message = `Plot number ${plotNumber} already exists in this project`;
    throw conflict('duplicate', message, { plotNumber: message });
  }
}

export async function insertPlot(db: Executor, row: PlotValues & CreatedStamps): Promise<number> {
  const [created] = await withPlotNumber(row.plotNumber, () =>
    db.insert(plots).values(row).returning({ id: plots.id }),
  );
  if (!created) throw new Error('The plot insert returned no row');
  return created.id;
}

export async function updatePlotRow(
  db: Executor,
  id: number,
  values: PlotValues & { updatedAt: Date },
): Promise<void> {
  await withPlotNumber(values.plotNumber, () =>
    db.update(plots).set(values).where(eq(plots.id, id)),
  );
}

export async function deletePlotRow(db: Executor, id: number): Promise<void> {
  await db.delete(plots).where(eq(plots.id, id));
}

const PLOT_HOLDING_STATUSES = BOOKING_STATUSES.filter(holdsPlot);

/** The booking that holds the plot, if any; at most one can. */
export async function bookingHoldingPlot(db: Executor, plotId: number) {
  const [booking] = await db
    .select({ id: bookings.id, bookingNumber: bookings.bookingNumber })
    .from(bookings)
    .where(and(eq(bookings.plotId, plotId), inArray(bookings.bookingStatus, PLOT_HOLDING_STATUSES)))
    .limit(1);
  return booking ?? null;
}

/** Whether any booking, live or cancelled, refers to the plot. */
export async function bookingsReferToPlot(db: Executor, plotId: number): Promise<boolean> {
  const [booking] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.plotId, plotId))
    .limit(1);
  return booking !== undefined;
}
