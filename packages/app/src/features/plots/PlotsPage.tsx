import { bookPlotPath, mayWrite, PLOT_MESSAGES } from '@plotline/domain';
import { PlotsScreen } from '@plotline/ui/screens';
import { useState } from 'react';
import { useAuth } from '../../auth/auth-context';
import { usePlotDetails, usePlotsPage, useProjectPlots } from '../../data/plots';
import { useFormProjectChoices, useProjectFilterChoices } from '../../data/project-choices';
import { useChangedWhileEditing } from '../../live/use-changed-while-editing';
import { useListScreen } from '../../routing/paged-list-screen';
import { useListUrl } from '../../routing/paged-list-url';
import { useViewedRecordId } from '../../routing/viewed-record';
import { useRecordHistory } from '../audit-log/use-record-history';
import { PLOT_LIST_URL, plotsFilteredQuery } from './plot-list-query';
import { usePlotChanges } from './use-plot-changes';

/**
 * /plots: the list through GET /plots/filtered with its query in the URL, the filtered project's
 * availability map, the open details' id in the path (/plots/:id) with the plot's changes for
 * whoever may see the audit trail, and the add/edit/delete changes (one save for a batch of new
 * plots or an edited plot). The project filter and the form's project picker search the projects
 * as they are typed, apart; the project the URL filters by is loaded by its id, so the filter
 * names it. A map tile opens its plot; an Available plot's details offer 'Book this plot'
 * (bookPlotPath) to whoever may create bookings.
 */
export function PlotsPage() {
  const listUrl = useListUrl(PLOT_LIST_URL);
  const list = usePlotsPage(plotsFilteredQuery(listUrl.query));
  const listProps = useListScreen(listUrl, list, PLOT_MESSAGES.fetchFailed);
  const { projectId } = listUrl.query.filters;
  const projectFilter = useProjectFilterChoices(projectId);
  const formProjects = useFormProjectChoices();
  const projectPlots = useProjectPlots(projectId);
  const [openedId, setOpenedId] = useViewedRecordId('/plots');
  // The opened plot may be on no page the list shows, so its details come from their own load.
  const details = usePlotDetails(openedId);
  const history = useRecordHistory('plot', openedId);
  const changes = usePlotChanges();
  const [editingPlotId, setEditingPlotId] = useState<number | null>(null);
  const notice = useChangedWhileEditing('plot', editingPlotId);
  const { user } = useAuth();
  const mayBook = mayWrite(user, 'booking', 'create');

  return (
    <PlotsScreen
      {...listProps}
      choices={{
        filterProjects: projectFilter,
        formProjects,
      }}
      availability={{
        data: projectPlots.data ?? null,
        isLoading: projectPlots.isLoading,
        error: projectPlots.error ? PLOT_MESSAGES.fetchFailed : null,
      }}
      batchProgress={changes.batchProgress}
      onSave={changes.save}
      editing={{ onEditingChange: setEditingPlotId, notice }}
      onDelete={changes.deletePlot}
      record={{
        id: openedId,
        onOpen: setOpenedId,
        details,
        history,
      }}
      bookPlotHref={mayBook ? (plot) => bookPlotPath(plot.id) : undefined}
    />
  );
}
