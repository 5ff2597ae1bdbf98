/**
 * Projects: one page of the Projects list, one project, one project's details with its plots, and
 * the projects a picker or filter finds as the user types. Nothing loads every project: a
 * business has thousands (GET /projects/filtered pages and searches them on the server).
 */
import type { Project, ProjectList, ProjectWithPlots } from '@plotline/api-client';
import { LIST_DEFAULTS, PROJECT_MESSAGES } from '@plotline/domain';
import { ApiCallError, dataOf } from '../api-call';
import { useApi, useToasts } from '../services';
import { useCached, type CacheKey } from './cache';
import { usePagedList, type QueryOf } from './paged-list';
import { PICKER_PAGE_SIZE } from './picker-search';

export type ProjectsFilteredQuery = QueryOf<'listProjectsFiltered'>;

const projectDetailsKey = (projectId: number): CacheKey => ['projects', 'details', projectId];

/** One page of the Projects list; its failure toasts 'Failed to fetch projects'. */
export function useProjectsPage(query: ProjectsFilteredQuery) {
  const api = useApi();
  return usePagedList<ProjectList>(
    ['projects', 'filtered', query],
    () => dataOf(api.GET('/projects/filtered', { params: { query } })),
    PROJECT_MESSAGES.fetchFailed,
  );
}

/**
 * The first projects whose name contains the search, by name, for a picker or a filter (the
 * first ones for ''). A failure is logged only (docs/product/messages.md): no choices are offered.
 */
export function useProjectSearch(searchTerm: string) {
  const api = useApi();
  const { sortBy, sortOrder } = LIST_DEFAULTS.projects;
  const query: ProjectsFilteredQuery = {
    page: 1,
    pageSize: PICKER_PAGE_SIZE,
    sortBy,
    sortOrder,
    ...(searchTerm && { searchTerm }),
  };
  return useCached<ProjectList>(
    ['projects', 'search', query],
    () => dataOf(api.GET('/projects/filtered', { params: { query } })),
    { keepPreviousData: true },
  );
}

/**
 * One project (GET /projects/{id}), e.g. the one a filter in the URL holds, so the filter names it
 * before any search finds it; nothing is loaded while `projectId` is null.
 */
export function useProject(projectId: number | null) {
  const api = useApi();
  return useCached<Project>(projectId === null ? null : ['projects', 'one', projectId], () =>
    dataOf(api.GET('/projects/{id}', { params: { path: { id: projectId ?? 0 } } })),
  );
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
