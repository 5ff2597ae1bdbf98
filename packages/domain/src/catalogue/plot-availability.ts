/** Plot availability for the projects table and a project's availability map. */
import { PLOT_STATUSES, type PlotStatus } from '../constants';

/** 'Available Plots' cell: the count with its whole-number share of the total, e.g. '12 (40%)'. */
export function availablePlotsSummary(total: number, available: number): string {
  if (total <= 0) return 'No plots';
  return `${available} (${Math.round((available / total) * 100)}%)`;
}

export type PlotStatusCounts = Record<PlotStatus, number>;

function isPlotStatus(value: string): value is PlotStatus {
  return (PLOT_STATUSES as readonly string[]).includes(value);
}

/** Plots whose status is none of the four known ones are left out of every count. */
export function plotStatusCounts(plots: readonly { status: string }[]): PlotStatusCounts {
  const counts: PlotStatusCounts = { Available: 0, Booked: 0, Sold: 0, Hold: 0 };
  for (const { status } of plots) {
    if (isPlotStatus(status)) counts[status] += 1;
  }
  return counts;
}
