/**
 * Texts of the Plots screen whose words are ours: how a plot is described in the table and
 * on the availability map, the empty list's hints, and the batch form's summary of refusals.
 */
import { formatArea } from '../area/format-area';
import { PLOT_STATUSES, type PlotStatus, type SizeUnit } from '../constants';

/** '1,200 sq ft': the size in Indian digit grouping, then its unit. */
export function plotSizeLabel(plotSize: number, sizeUnit: SizeUnit): string {
  return `${formatArea(plotSize)} ${sizeUnit}`;
}

export type DescribedPlot = {
  plotNumber: string;
  plotSize: number;
  sizeUnit: SizeUnit;
  status: string;
};

/** 'Plot A-12, 1,200 sq ft, Booked': what a map tile says to a screen reader. */
export function plotDescription(plot: DescribedPlot): string {
  return `Plot ${plot.plotNumber}, ${plotSizeLabel(plot.plotSize, plot.sizeUnit)}, ${plot.status}`;
}

/**
 * The empty list's hint: the Bookings list's words when filters hide rows
 * (docs/product/screens.md).
 */
export const PLOT_EMPTY_HINTS = {
  filtered: 'Try adjusting your search or filter criteria.',
  unfiltered: 'Get started by adding plots to a project.',
} as const;

/** Heads the list of plots the server refused in a batch, e.g. '2 plot(s) were not created'. */
export function plotsRefusedMessage(count: number): string {
  return `${count} plot(s) were not created`;
}

/** A status from a URL or query string; anything but the four statuses means no status filter. */
export function parsePlotStatus(raw: unknown): PlotStatus | null {
  return (PLOT_STATUSES as readonly unknown[]).includes(raw) ? (raw as PlotStatus) : null;
}
