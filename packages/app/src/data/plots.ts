/** Plots: one page of the filtered list, and one project's plots (the map, the booking form). */
import type { Plot, PlotList } from '@plotline/api-client';
import { PLOT_MESSAGES } from '@plotline/domain';
import { dataOf } from '../api-call';
import { useApi } from '../services';
import { useCached } from './cache';
import { usePagedList, type QueryOf } from './paged-list';

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
 * A project's plots, every status: its availability map, the bookings' plot filter and the
 * booking form's plots, under one key, so a change to a plot or a booking reloads them all.
 * Their load failures are logged only (docs/product/messages.md), so a failure toasts nothing.
 */
export function useProjectPlots(projectId: number | null) {
  const api = useApi();
  return useCached<Plot[]>(projectId === null ? null : ['plots', 'by-project', projectId], () =>
    dataOf(api.GET('/plots/by-project/{id}', { params: { path: { id: projectId ?? 0 } } })),
  );
}
