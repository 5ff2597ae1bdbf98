import { PROJECT_MESSAGES, projectsMatching, sortProjects } from '@plotline/domain';
import { ProjectsScreen, type ViewedProject } from '@plotline/ui/screens';
import { useActiveAmenities } from '../../data/amenities';
import { loadedListState } from '../../data/list-state';
import { isNotFound, useProjectDetails, useProjects } from '../../data/projects';
import { useProjectChanges } from './use-project-changes';
import { useProjectListState } from './use-project-list-state';

/** /projects: the projects with their areas, amenities and plots; search and sort in the URL. */
export function ProjectsPage() {
  const projects = useProjects(PROJECT_MESSAGES.fetchFailed);
  const amenities = useActiveAmenities();
  const list = useProjectListState();
  const details = useProjectDetails(list.viewedProjectId);
  const changes = useProjectChanges();

  const viewedProject: ViewedProject = {
    details: details.data,
    isLoading: details.isLoading,
    error: isNotFound(details.error) ? PROJECT_MESSAGES.notFound : null,
  };

  return (
    <ProjectsScreen
      list={loadedListState(
        projects,
        // Searched and sorted here: GET /projects takes neither (openapi.yaml).
        sortProjects(projectsMatching(projects.data ?? [], list.searchTerm), list.sort),
        PROJECT_MESSAGES.fetchFailed,
      )}
      filters={{ searchTerm: list.searchTerm }}
      onSearchChange={list.setSearchTerm}
      sort={list.sort}
      onSortChange={list.setSort}
      amenityChoices={amenities.data ?? []}
      isLoadingAmenityChoices={amenities.isLoading}
      onSave={changes.save}
      onDelete={changes.remove}
      viewedProjectId={list.viewedProjectId}
      onViewedProjectIdChange={list.setViewedProjectId}
      viewedProject={viewedProject}
    />
  );
}
