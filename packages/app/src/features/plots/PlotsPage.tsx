import { PLOT_MESSAGES } from '@plotline/domain';
import { PlotsScreen, type FilterChange, type PlotFilters } from '@plotline/ui/screens';
import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'wouter';
import {
  NO_PLOT_FILTERS,
  plotListSearch,
  plotsFilteredQuery,
  readPlotListQuery,
  type PlotListQuery,
} from './plot-list-query';
import { usePlotChanges } from './use-plot-changes';
import { usePlotsPage, useProjectPlots, useProjects } from './use-plots';

/**
 * /plots: the list through GET /plots/filtered with its filters, sort and page in the URL, the
 * filtered project's availability map, and the add/edit/delete changes.
 */
export function PlotsPage() {
  const [params, setParams] = useSearchParams();
  const query = readPlotListQuery(params);
  const list = usePlotsPage(plotsFilteredQuery(query));
  const projects = useProjects();
  const projectPlots = useProjectPlots(query.filters.projectId);
  const changes = usePlotChanges();

  /** A choice adds a history entry, so Back restores the list as it was; typing replaces it. */
  const show = (next: PlotListQuery, replace = false) =>
    setParams(plotListSearch(next), { replace });
  // Any filter change goes back to page 1 (SPEC.md section 9).
  const filterBy = (filters: PlotFilters, how: FilterChange = 'chosen') =>
    show({ ...query, filters, page: 1 }, how === 'typed');

  // A page a delete has emptied, or a bookmarked page past the end, gives way to the last page.
  const lastPage =
    list.data && !list.isValidating && list.data.data.length === 0 && query.page > 1
      ? Math.max(1, list.data.totalPages)
      : null;
  const moveTo = useEffectEvent((page: number) => show({ ...query, page }, true));
  useEffect(() => {
    if (lastPage !== null) moveTo(lastPage);
  }, [lastPage]);

  return (
    <PlotsScreen
      rows={list.data?.data ?? []}
      totalCount={list.data?.totalCount ?? 0}
      page={query.page}
      filters={query.filters}
      sort={query.sort}
      projects={projects.data ?? []}
      isLoading={list.isLoading}
      error={list.error ? PLOT_MESSAGES.fetchFailed : null}
      onRetry={() => void list.mutate()}
      availability={{
        plots: projectPlots.data,
        isLoading: projectPlots.isLoading,
        error: projectPlots.error ? PLOT_MESSAGES.fetchFailed : null,
      }}
      batchProgress={changes.batchProgress}
      onFiltersChange={filterBy}
      onClearFilters={() => filterBy(NO_PLOT_FILTERS)}
      onSortChange={(sort) => show({ ...query, sort, page: 1 })}
      onPageChange={(page) => show({ ...query, page })}
      onCreatePlots={changes.createPlots}
      onUpdatePlot={changes.updatePlot}
      onDeletePlot={changes.deletePlot}
    />
  );
}
