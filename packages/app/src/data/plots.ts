/**
 * Plots: one page of the filtered list, one project's plots (its map; the bookings' plot filter),
 * one plot (the booking form's own plot, the plot whose details are open), and the plots the
 * booking form's picker finds.
 */
import { LIST_DEFAULTS, PLOT_MESSAGES } from '@plotline/domain';
import type { PlotSizeFilter } from '@plotline/ui/screens';
import { usePagedList, type QueryOf } from './paged-list';
import { PICKER_PAGE_SIZE } from './picker-search';
import { useNamesRead, useRead } from './read';
import { useRecordDetails } from './record-details';

export type PlotsFilteredQuery = QueryOf<'listPlotsFiltered'>;

export const usePlotsPage = (query: PlotsFilteredQuery) =>
  usePagedList('/plots/filtered', { query }, PLOT_MESSAGES.fetchFailed);

/**
 * A project's plots, every status: its availability map, which a change to a plot or a booking
 * reloads. Its load failure is shown by the map itself.
 */
export const useProjectPlots = (projectId: number | null) =>
  useRead('/plots/by-project/{id}', projectId === null ? null : { path: { id: projectId } });

/**
 * A project's plots for their numbers alone: the bookings' plot filter, which a booking's change
 * leaves be. A failure is logged only (docs/product/messages.md): no choices are offered.
 */
export const useProjectPlotNumbers = (projectId: number | null) =>
  useNamesRead('/plots/by-project/{id}', projectId === null ? null : { path: { id: projectId } });

/** The size range as GET /plots/filtered takes it: the ends given, with their unit; none without an end. */
export function plotSizeQuery({
  minSize,
  maxSize,
  sizeUnit,
}: PlotSizeFilter): Pick<PlotsFilteredQuery, 'minSize' | 'maxSize' | 'sizeUnit'> {
  if (sizeUnit === null || (minSize === null && maxSize === null)) return {};
  return {
    ...(minSize !== null && { minSize }),
    ...(maxSize !== null && { maxSize }),
    sizeUnit,
  };
}

/**
 * The project's Available plots whose number, project, remark or size matches the search, of
 * the size range, by number (GET /plots/filtered): what the booking form may book. Nothing is
 * searched without a project.
 */
export function useBookablePlotSearch(
  projectId: number | null,
  searchTerm: string,
  sizeRange: PlotSizeFilter,
) {
  const { sortBy, sortOrder } = LIST_DEFAULTS.plots;
  const query = (id: number): PlotsFilteredQuery => ({
    page: 1,
    pageSize: PICKER_PAGE_SIZE,
    sortBy,
    sortOrder,
    projectId: id,
    status: 'Available',
    ...(searchTerm && { searchTerm }),
    ...plotSizeQuery(sizeRange),
  });
  return useRead('/plots/filtered', projectId === null ? null : { query: query(projectId) }, {
    keepPreviousData: true,
  });
}

/** One plot (GET /plots/{id}); nothing is loaded while `plotId` is null. */
export const usePlot = (plotId: number | null) =>
  useRead('/plots/{id}', plotId === null ? null : { path: { id: plotId } });

/** The plot whose details are open (GET /plots/{id}); a missing one is said in the details. */
export const usePlotDetails = (plotId: number | null) =>
  useRecordDetails('/plots/{id}', plotId, {
    notFound: PLOT_MESSAGES.notFound,
    failed: { toast: PLOT_MESSAGES.detailsFetchFailed },
  });
