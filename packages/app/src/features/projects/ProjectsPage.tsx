import { PROJECT_MESSAGES } from '@plotline/domain';
import { ProjectsScreen, type ViewedProject } from '@plotline/ui/screens';
import { useState } from 'react';
import { useActiveAmenities } from '../../data/amenities';
import { isNotFound, useProjectDetails, useProjectsPage } from '../../data/projects';
import { useChangedWhileEditing } from '../../live/use-changed-while-editing';
import { usePagedListScreen } from '../../routing/paged-list-screen';
import { usePagedListUrl } from '../../routing/paged-list-url';
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
  const listUrl = usePagedListUrl(PROJECT_LIST_URL);
  const list = useProjectsPage(projectsFilteredQuery(listUrl.query));
  const listProps = usePagedListScreen(listUrl, list, PROJECT_MESSAGES.fetchFailed);
  const [viewedProjectId, setViewedProjectId] = useViewedRecordId('/projects');
  // The viewed project may be on no page the list shows, so its details come from their own load.
  const details = useProjectDetails(viewedProjectId);
  const audit = useRecordHistory('project', viewedProjectId);
  const amenities = useActiveAmenities();
  const changes = useProjectChanges();
  const [editingProjectId, setEditingProjectId] = useState<number | null>(null);
  const editNotice = useChangedWhileEditing('project', editingProjectId);

  const viewedProject: ViewedProject = {
    details: details.data,
    isLoading: details.isLoading,
    error: isNotFound(details.error) ? PROJECT_MESSAGES.notFound : null,
  };

  return (
    <ProjectsScreen
      {...listProps}
      amenityChoices={amenities.data ?? []}
      isLoadingAmenityChoices={amenities.isLoading}
      onSave={changes.save}
      onEditingChange={setEditingProjectId}
      editNotice={editNotice}
      onDelete={changes.remove}
      viewedProjectId={viewedProjectId}
      onViewedProjectIdChange={setViewedProjectId}
      viewedProject={viewedProject}
      viewedProjectAudit={audit}
    />
  );
}
