import { PLOT_MESSAGES } from '@plotline/domain';
import { PlotsScreen } from '@plotline/ui/screens';
import { useState } from 'react';
import { usePlotsPage, useProjectPlots } from '../../data/plots';
import { useFormProjectChoices, useProjectFilterChoices } from '../../data/project-choices';
import { useChangedWhileEditing } from '../../live/use-changed-while-editing';
import { usePagedListScreen } from '../../routing/paged-list-screen';
import { usePagedListUrl } from '../../routing/paged-list-url';
import { PLOT_LIST_URL, plotsFilteredQuery } from './plot-list-query';
import { usePlotChanges } from './use-plot-changes';

/**
 * /plots: the list through GET /plots/filtered with its filters, sort and page in the URL, the
 * filtered project's availability map, and the add/edit/delete changes. The project filter and the
 * form's project picker search the projects as they are typed.
 */
export function PlotsPage() {
  const listUrl = usePagedListUrl(PLOT_LIST_URL);
  const list = usePlotsPage(plotsFilteredQuery(listUrl.query));
  const listProps = usePagedListScreen(listUrl, list, PLOT_MESSAGES.fetchFailed);
  const { projectId } = listUrl.query.filters;
  const projectFilter = useProjectFilterChoices(projectId);
  const formProjects = useFormProjectChoices();
  const projectPlots = useProjectPlots(projectId);
  const changes = usePlotChanges();
  const [editingPlotId, setEditingPlotId] = useState<number | null>(null);
  const editNotice = useChangedWhileEditing('plot', editingPlotId);

  return (
    <PlotsScreen
      {...listProps}
      {...projectFilter}
      {...formProjects}
      availability={{
        plots: projectPlots.data,
        isLoading: projectPlots.isLoading,
        error: projectPlots.error ? PLOT_MESSAGES.fetchFailed : null,
      }}
      batchProgress={changes.batchProgress}
      onCreatePlots={changes.createPlots}
      onUpdatePlot={changes.updatePlot}
      onEditingChange={setEditingPlotId}
      editNotice={editNotice}
      onDelete={changes.deletePlot}
    />
  );
}
