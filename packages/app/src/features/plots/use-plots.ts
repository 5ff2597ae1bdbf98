/** The Plots page's data: one page of plots, the projects, and one project's plots for its map. */
import type { Plot, PlotList, Project } from '@plotline/api-client';
import { PLOT_MESSAGES, PROJECT_MESSAGES } from '@plotline/domain';
import useSWR from 'swr';
import { dataOf } from '../../api-call';
import { useListPage } from '../../list-page';
import { useApi, useToasts } from '../../services';
import type { PlotsFilteredQuery } from './plot-list-query';

/** SWR keys start with this, so a change to the plots reloads every plot list at once. */
export const PLOTS_KEY = 'plots';

export function usePlotsPage(query: PlotsFilteredQuery) {
  const api = useApi();
  return useListPage<PlotList>(
    [PLOTS_KEY, 'filtered', query],
    () => dataOf(api.GET('/plots/filtered', { params: { query } })),
    PLOT_MESSAGES.fetchFailed,
  );
}

export function useProjectPlots(projectId: number | null) {
  const api = useApi();
  return useSWR<Plot[]>(projectId === null ? null : [PLOTS_KEY, 'by-project', projectId], () =>
    dataOf(api.GET('/plots/by-project/{id}', { params: { path: { id: projectId! } } })),
  );
}

/** Every project, for the project filter and the form's project list. */
export function useProjects() {
  const api = useApi();
  const toasts = useToasts();
  return useSWR<Project[]>('/projects', () => dataOf(api.GET('/projects')), {
    onError: () => toasts.error(PROJECT_MESSAGES.fetchFailed),
  });
}
