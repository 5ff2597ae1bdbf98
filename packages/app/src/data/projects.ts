/** Projects: the list with plot counts, and one project's details with its plots. */
import type { Project, ProjectWithPlots } from '@plotline/api-client';
import { PROJECT_MESSAGES } from '@plotline/domain';
import { ApiCallError, dataOf } from '../api-call';
import { useApi, useToasts } from '../services';
import { useCached, type CacheKey } from './cache';

const projectsKey: CacheKey = ['projects', 'list'];
const projectDetailsKey = (projectId: number): CacheKey => ['projects', 'details', projectId];

/**
 * Every project with its plot counts, in the server's order (by name). `failureText` is toasted
 * when the load fails, for a page whose own list (or filter) it is.
 */
export function useProjects(failureText?: string) {
  const api = useApi();
  return useCached<Project[]>(projectsKey, () => dataOf(api.GET('/projects')), { failureText });
}

export const isNotFound = (error: unknown) => error instanceof ApiCallError && error.status === 404;

/** The project whose details are open, with its plots; nothing is loaded while none is open. */
export function useProjectDetails(projectId: number | null) {
  const api = useApi();
  const toasts = useToasts();
  return useCached<ProjectWithPlots>(
    projectId === null ? null : projectDetailsKey(projectId),
    () => dataOf(api.GET('/projects/{id}/details', { params: { path: { id: projectId ?? 0 } } })),
    {
      // A missing project is said in the modal itself ('Project not found').
      onError: (error) => {
        if (!isNotFound(error)) toasts.error(PROJECT_MESSAGES.detailsFetchFailed);
      },
    },
  );
}
