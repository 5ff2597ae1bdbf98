/** A plot as the contract's Plot: its row with the name of its project. */
import type { components } from '@plotline/api-client/schema';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { plots, projects } from '../../db/schema';

export type PlotResponse = components['schemas']['Plot'];

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
export function selectPlots(db: Executor) {
  return db.select(plotColumns).from(plots).innerJoin(projects, eq(projects.id, plots.projectId));
}

type PlotRow = Awaited<ReturnType<typeof selectPlots>>[number];

export function plotResponse(row: PlotRow): PlotResponse {
  return {
    ...row,
    // The column only ever receives statuses the contract has validated.
    status: row.status as PlotResponse['status'],
    createdAt: row.createdAt.toISOString(),
  };
}
