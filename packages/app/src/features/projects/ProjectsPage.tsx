import { PROJECT_MESSAGES, projectPayload, type ProjectForm } from '@plotline/domain';
import {
  ProjectsScreen,
  type ProjectDeleteOutcome,
  type ProjectListItem,
  type ProjectSaveOutcome,
  type ViewedProject,
} from '@plotline/ui/screens';
import { useSWRConfig } from 'swr';
import { ApiCallError, dataOf, failureToast } from '../../api-call';
import { useApi, useToasts } from '../../services';
import {
  isNotFound,
  projectDetailsKey,
  useActiveAmenities,
  useProjectDetails,
  useProjects,
} from './use-projects';
import { useProjectListState } from './use-project-list-state';

/** /projects: the projects with their areas, amenities and plots; search and sort in the URL. */
export function ProjectsPage() {
  const api = useApi();
  const toasts = useToasts();
  const { mutate: reloadKey } = useSWRConfig();
  const projects = useProjects();
  const amenities = useActiveAmenities();
  const list = useProjectListState();
  const details = useProjectDetails(list.viewedProjectId);

  const reload = async () => {
    await projects.mutate();
  };

  const handleSave = async (
    form: ProjectForm,
    project: ProjectListItem | null,
  ): Promise<ProjectSaveOutcome> => {
    const body = projectPayload(form);
    try {
      await dataOf(
        project
          ? api.PUT('/projects/{id}', { params: { path: { id: project.id } }, body })
          : api.POST('/projects', { body }),
      );
    } catch (failure) {
      toasts.error(
        ...failureToast(
          failure,
          project ? PROJECT_MESSAGES.updateFailed : PROJECT_MESSAGES.createFailed,
        ),
      );
      const fieldErrors = failure instanceof ApiCallError ? failure.fieldErrors : {};
      return { ok: false, fieldErrors };
    }
    toasts.success(project ? PROJECT_MESSAGES.updated : PROJECT_MESSAGES.created);
    // The details of an edited project are stale too; the modal closes on the reloaded list.
    if (project) void reloadKey(projectDetailsKey(project.id));
    await reload();
    return { ok: true };
  };

  const handleDelete = async (project: ProjectListItem): Promise<ProjectDeleteOutcome> => {
    try {
      await dataOf(api.DELETE('/projects/{id}', { params: { path: { id: project.id } } }));
    } catch (failure) {
      toasts.error(...failureToast(failure, PROJECT_MESSAGES.deleteFailed));
      return { ok: false };
    }
    toasts.success(PROJECT_MESSAGES.deleted);
    await reload();
    return { ok: true };
  };

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
      onRetry={() => void reload()}
      searchText={list.searchText}
      onSearchTextChange={list.setSearchText}
      sort={list.sort}
      onSortChange={list.setSort}
      amenityChoices={amenities.data ?? []}
      isLoadingAmenityChoices={amenities.isLoading}
      onSave={handleSave}
      onDelete={handleDelete}
      viewedProjectId={list.viewedProjectId}
      onViewedProjectIdChange={list.setViewedProjectId}
      viewedProject={viewedProject}
    />
  );
}
