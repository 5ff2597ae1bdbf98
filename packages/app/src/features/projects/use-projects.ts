import type { Amenity, Project, ProjectWithPlots } from '@plotline/api-client';
import { AMENITY_MESSAGES, PROJECT_MESSAGES } from '@plotline/domain';
import useSWR from 'swr';
import { ApiCallError, dataOf } from '../../api-call';
import { useApi, useToasts } from '../../services';

/** The SWR key of GET /projects, which the page reloads after each change. */
export const PROJECTS_KEY = '/projects';

export const projectDetailsKey = (projectId: number) => `/projects/${projectId}/details`;

/** Every project with its plot counts, in the server's order (by name). */
export function useProjects() {
  const api = useApi();
  const toasts = useToasts();
  return useSWR<Project[]>(PROJECTS_KEY, () => dataOf(api.GET('/projects')), {
    onError: () => toasts.error(PROJECT_MESSAGES.fetchFailed),
  });
}

/** The amenities the project form offers: only the active ones (GET /amenities/active). */
export function useActiveAmenities() {
  const api = useApi();
  const toasts = useToasts();
  return useSWR<Amenity[]>('/amenities/active', () => dataOf(api.GET('/amenities/active')), {
    onError: () => toasts.error(AMENITY_MESSAGES.fetchFailed),
  });
}

export const isNotFound = (error: unknown) => error instanceof ApiCallError && error.status === 404;

/** The project whose details are open, with its plots; nothing is loaded while none is open. */
export function useProjectDetails(projectId: number | null) {
  const api = useApi();
  const toasts = useToasts();
  return useSWR<ProjectWithPlots>(
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
