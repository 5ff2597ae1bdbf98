import { PROJECT_MESSAGES } from '@plotline/domain';
import { ProjectsScreen } from '@plotline/ui/screens';
import { useState } from 'react';
import { useActiveAmenities } from '../../data/amenities';
import { useProjectDetails, useProjectsPage } from '../../data/projects';
import { useChangedWhileEditing } from '../../live/use-changed-while-editing';
import { useListScreen } from '../../routing/paged-list-screen';
import { useListUrl } from '../../routing/paged-list-url';
import { useViewedRecordId } from '../../routing/viewed-record';
import { useRecordHistory } from '../audit-log/use-record-history';
import { PROJECT_LIST_URL, projectsFilteredQuery } from './project-list-query';
import { useProjectChanges } from './use-project-changes';

/**
 * /projects: the projects with their areas, amenities and plots, through GET /projects/filtered
 * with the search, sort, page and page size in the URL, and the open details' id in the path;
 * the details show every change to the project to whoever may see the audit trail.
 */
export function ProjectsPage() {
  const listUrl = useListUrl(PROJECT_LIST_URL);
  const list = useProjectsPage(projectsFilteredQuery(listUrl.query));
  const listProps = useListScreen(listUrl, list, PROJECT_MESSAGES.fetchFailed);
  const [openedId, setOpenedId] = useViewedRecordId('/projects');
  // The opened project may be on no page the list shows, so its details come from their own load.
  const details = useProjectDetails(openedId);
  const history = useRecordHistory('project', openedId);
  const amenities = useActiveAmenities();
  const changes = useProjectChanges();
  const [editingProjectId, setEditingProjectId] = useState<number | null>(null);
  const notice = useChangedWhileEditing('project', editingProjectId);

  return (
    <ProjectsScreen
      {...listProps}
      amenities={{ items: amenities.data ?? [], isLoading: amenities.isLoading }}
      onSave={changes.save}
      onDelete={changes.remove}
      record={{
        id: openedId,
        onOpen: setOpenedId,
        details,
        history,
      }}
      editing={{ onEditingChange: setEditingProjectId, notice }}
    />
  );
}
