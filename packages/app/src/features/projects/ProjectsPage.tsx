import { PROJECT_MESSAGES } from '@plotline/domain';
import { ProjectsScreen, type ViewedProject } from '@plotline/ui/screens';
import { useActiveAmenities } from '../../data/amenities';
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
      projects={projects.data ?? []}
      isLoading={projects.isLoading}
      // A reload that fails keeps the rows already shown; its toast says it failed.
      loadError={projects.error && !projects.data ? PROJECT_MESSAGES.fetchFailed : null}
      onRetry={() => void projects.mutate()}
      searchText={list.searchText}
      onSearchTextChange={list.setSearchText}
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
