/** A 'Plots for X' drill-down: a project's plots counted by status, and one page of them. */
import type { components } from '@plotline/api-client/schema';
import type { PlotColumn, PlotStatus } from '@plotline/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { plots } from '../../db/schema';
import { limitOffset, listPage, type PageRequest } from '../../http/paging';
import { BY_PLOT_NUMBER } from '../plots/plot-list-query';

const countWithStatus = (status: PlotStatus) =>
  sql<number>`count(*) filter (where ${plots.status} = ${status})`.mapWith(Number);

type PlotStatusCounts = components['schemas']['PlotStatusCounts'];

/**
 * The plots each Projects Overview cell counts (the domain's plot-columns.ts): Available Plots the
 * plots for sale, Total Plots all; and the tile that counts them.
 */
const PLOT_COLUMN_LISTS: Readonly<
  Record<PlotColumn, { where: SQL | undefined; countedBy: keyof PlotStatusCounts }>
> = {
  totalPlots: { where: undefined, countedBy: 'totalPlots' },
  availablePlots: { where: eq(plots.status, 'Available'), countedBy: 'available' },
};

export async function plotDrillDown(
  db: Executor,
  projectId: number,
  column: PlotColumn,
  page: PageRequest,
) {
  const ofProject = eq(plots.projectId, projectId);
  const { where, countedBy } = PLOT_COLUMN_LISTS[column];
  const [counts]: PlotStatusCounts[] = await db
    .select({
      totalPlots: sql<number>`count(*)`.mapWith(Number),
      available: countWithStatus('Available'),
      booked: countWithStatus('Booked'),
      sold: countWithStatus('Sold'),
      hold: countWithStatus('Hold'),
    })
    .from(plots)
    .where(ofProject);
  if (!counts) throw new Error('An aggregate without GROUP BY answers one row');
  const { limit, offset } = limitOffset(page);
  const rows = await db
    .select({
      plotId: plots.id,
      plotNumber: plots.plotNumber,
      size: plots.plotSize,
      sizeUnit: plots.sizeUnit,
      status: plots.status,
    })
    .from(plots)
    .where(and(ofProject, where))
    .orderBy(...BY_PLOT_NUMBER)
    .limit(limit)
    .offset(offset);
  return { counts, plots: listPage(rows, counts[countedBy], page) };
}
