/**
 * Which plots the booking form offers (docs/product/api-calls.md: it keeps only Available plots).
 */
import type { PlotStatus } from '../constants';

type OfferedPlot = { id: number; status: PlotStatus };

/**
 * The project's Available plots; an edited booking also keeps its own plot, which its booking
 * holds (Booked), so the form can show it and leave it chosen.
 */
export function plotsOfferedForBooking<Plot extends OfferedPlot>(
  plots: readonly Plot[],
  bookedPlotId: number | null,
): Plot[] {
  return plots.filter((plot) => plot.status === 'Available' || plot.id === bookedPlotId);
}

/**
 * What the booking form's selected-plot card says for a plot without a remark
 * (docs/product/screens.md).
 */
export const NO_PLOT_REMARK_TEXT = 'No remark';
