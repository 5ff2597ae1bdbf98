/**
 * Plots: one page of the filtered list, one project's plots (its map, the bookings' plot filter),
 * one plot, and the plots the booking form's picker finds.
 */
import type { Plot, PlotList } from '@plotline/api-client';
import { LIST_DEFAULTS, PLOT_MESSAGES } from '@plotline/domain';
import { dataOf } from '../api-call';
import { useApi } from '../services';
import { useCached } from './cache';
import { usePagedList, type QueryOf } from './paged-list';
import { PICKER_PAGE_SIZE } from './picker-search';

export type PlotsFilteredQuery = QueryOf<'listPlotsFiltered'>;

export function usePlotsPage(query: PlotsFilteredQuery) {
  const api = useApi();
  return usePagedList<PlotList>(
    ['plots', 'filtered', query],
    () => dataOf(api.GET('/plots/filtered', { params: { query } })),
    PLOT_MESSAGES.fetchFailed,
  );
}

/**
 * A project's plots, every status: its availability map and the bookings' plot filter, under one
 * key, so a change to a plot or a booking reloads them all.
 * Their load failures are logged only (docs/product/messages.md), so a failure toasts nothing.
 */
export function useProjectPlots(projectId: number | null) {
  const api = useApi();
  return useCached<Plot[]>(projectId === null ? null : ['plots', 'by-project', projectId], () =>
    dataOf(api.GET('/plots/by-project/{id}', { params: { path: { id: projectId ?? 0 } } })),
  );
}

/**
 * The project's Available plots whose number, project or remark contains the search, by number
 * (GET /plots/filtered): what the booking form may book. Nothing is searched without a project.
 */
export function useBookablePlotSearch(projectId: number | null, searchTerm: string) {
  const api = useApi();
  const { sortBy, sortOrder } = LIST_DEFAULTS.plots;
  const query: PlotsFilteredQuery = {
    page: 1,
    pageSize: PICKER_PAGE_SIZE,
    sortBy,
    sortOrder,
    projectId: projectId ?? 0,
    status: 'Available',
    ...(searchTerm && { searchTerm }),
  };
  return useCached<PlotList>(
    projectId === null ? null : ['plots', 'search', query],
    () => dataOf(api.GET('/plots/filtered', { params: { query } })),
    { keepPreviousData: true },
  );
}

/** One plot (GET /plots/{id}); nothing is loaded while `plotId` is null. */
export function usePlot(plotId: number | null) {
  const api = useApi();
  return useCached<Plot>(plotId === null ? null : ['plots', 'one', plotId], () =>
    dataOf(api.GET('/plots/{id}', { params: { path: { id: plotId ?? 0 } } })),
  );
}
