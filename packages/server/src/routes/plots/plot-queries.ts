/** Reading plots and the bookings that refer to them. */
import { BOOKING_STATUSES, groupBy, holdsPlot } from '@plotline/domain';
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { bookings, plots, projects } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { limitOffset, listPage, type PageRequest } from '../../http/paging';
import { NOT_FOUND_MESSAGES } from '../../http/not-found-messages';
import { BY_PLOT_NUMBER } from './plot-order';
import { plotResponse, selectPlots, type PlotResponse } from './plot-response';

export const plotNotFound = () => notFound(NOT_FOUND_MESSAGES.plot);

export async function plotsWhere(db: Executor, where: SQL | undefined, order: SQL[]) {
  const rows = await selectPlots(db)
    .where(where)
    .orderBy(...order);
  return rows.map(plotResponse);
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

/** One page of the plots matching `where`, counted with the same filter. */
export async function plotsPage(
  db: Executor,
  where: SQL | undefined,
  order: SQL[],
  page: PageRequest,
) {
  const { limit, offset } = limitOffset(page);
  const [rows, [counted]] = await Promise.all([
    selectPlots(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(plots)
      .innerJoin(projects, eq(projects.id, plots.projectId))
      .where(where),
  ]);
  return listPage(rows.map(plotResponse), counted?.total ?? 0, page);
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

/** The plots of one project, or of every project, by project id and in plot-number order. */
export async function plotsOfProjects(db: Executor, projectId?: number) {
  const where = projectId === undefined ? undefined : eq(plots.projectId, projectId);
  return groupBy(await plotsWhere(db, where, BY_PLOT_NUMBER), (plot) => plot.projectId);
}
