/** A 'Plots for X' drill-down: a project's plots counted by status, and one page of them. */
import type { components } from '@plotline/api-client/schema';
import type { PlotColumn } from '@plotline/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { plots } from '../../db/schema';
import { limitOffset, listPage, type PageRequest } from '../../http/paging';
import { projectPlots } from '../dashboard/owner-counts';
import { BY_PLOT_NUMBER } from '../plots/plot-list-query';

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

/** The project's plots by status, from the tallies the Projects Overview counts with. */
async function plotStatusCounts(db: Executor, projectId: number): Promise<PlotStatusCounts> {
  const project = sql`${projectId}::integer`;
  const [counts] = await db
    .select({
      totalPlots: projectPlots(project),
      available: projectPlots(project, 'Available'),
      booked: projectPlots(project, 'Booked'),
      sold: projectPlots(project, 'Sold'),
      hold: projectPlots(project, 'Hold'),
    })
    .from(sql`(values (1)) as project`);
  if (!counts) throw new Error('A select from one row answers one row');
  return counts;
}

export async function plotDrillDown(
  db: Executor,
  projectId: number,
  column: PlotColumn,
  page: PageRequest,
) {
  const { where, countedBy } = PLOT_COLUMN_LISTS[column];
  const counts = await plotStatusCounts(db, projectId);
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
    .where(and(eq(plots.projectId, projectId), where))
    .orderBy(...BY_PLOT_NUMBER)
    .limit(limit)
    .offset(offset);
  return { counts, plots: listPage(rows, counts[countedBy], page) };
}
