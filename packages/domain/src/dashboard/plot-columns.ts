/** The plot counts of the Projects Overview, shared by its cells and their drill-downs. */
import type { DashboardPlot } from './dashboard-input';

export const PLOT_COLUMNS = ['totalPlots', 'availablePlots'] as const;
export type PlotColumn = (typeof PLOT_COLUMNS)[number];

/** Available Plots counts plot status Available; Hold, Booked and Sold plots are not for sale. */
export function isInPlotColumn(column: PlotColumn, plot: Pick<DashboardPlot, 'status'>): boolean {
  return column === 'totalPlots' || plot.status === 'Available';
}

export function plotsInColumn<P extends Pick<DashboardPlot, 'status'>>(
  plots: readonly P[],
  column: PlotColumn,
): P[] {
  return plots.filter((plot) => isInPlotColumn(column, plot));
}

export function countPlotColumns(
  plots: readonly Pick<DashboardPlot, 'status'>[],
): Record<PlotColumn, number> {
  return {
    totalPlots: plotsInColumn(plots, 'totalPlots').length,
    availablePlots: plotsInColumn(plots, 'availablePlots').length,
  };
}
