import { PLOT_MESSAGES, PROJECT_MESSAGES } from '@plotline/domain';
import { PlotsScreen } from '@plotline/ui/screens';
import { usePlotsPage, useProjectPlots } from '../../data/plots';
import { useProjects } from '../../data/projects';
import { usePagedListScreen } from '../../routing/paged-list-screen';
import { usePagedListUrl } from '../../routing/paged-list-url';
import { PLOT_LIST_URL, plotsFilteredQuery } from './plot-list-query';
import { usePlotChanges } from './use-plot-changes';

/**
 * /plots: the list through GET /plots/filtered with its filters, sort and page in the URL, the
 * filtered project's availability map, and the add/edit/delete changes.
 */
export function PlotsPage() {
  const listUrl = usePagedListUrl(PLOT_LIST_URL);
  const list = usePlotsPage(plotsFilteredQuery(listUrl.query));
  const listProps = usePagedListScreen(listUrl, list, PLOT_MESSAGES.fetchFailed);
  const projects = useProjects(PROJECT_MESSAGES.fetchFailed);
  const projectPlots = useProjectPlots(listUrl.query.filters.projectId);
  const changes = usePlotChanges();

  return (
    <PlotsScreen
      {...listProps}
      projects={projects.data ?? []}
      availability={{
        plots: projectPlots.data,
        isLoading: projectPlots.isLoading,
        error: projectPlots.error ? PLOT_MESSAGES.fetchFailed : null,
      }}
      batchProgress={changes.batchProgress}
      onCreatePlots={changes.createPlots}
      onUpdatePlot={changes.updatePlot}
      onDelete={changes.deletePlot}
    />
  );
}
