/**
 * Projects: one page of the Projects list, one project, one project's details with its plots, and
 * the projects a picker or filter finds as the user types. Nothing loads every project: a
 * business has thousands (GET /projects/filtered pages and searches them on the server).
 */
import { LIST_DEFAULTS, PROJECT_MESSAGES } from '@plotline/domain';
import { usePagedList, type QueryOf } from './paged-list';
import { PICKER_PAGE_SIZE } from './picker-search';
import { useRecordDetails } from './record-details';
import { useNamesRead } from './read';

export type ProjectsFilteredQuery = QueryOf<'listProjectsFiltered'>;

/** One page of the Projects list; its failure toasts 'Failed to fetch projects'. */
export const useProjectsPage = (query: ProjectsFilteredQuery) =>
  usePagedList('/projects/filtered', { query }, PROJECT_MESSAGES.fetchFailed);

/**
 * The first projects whose name contains the search, by name, for a picker or a filter (the
 * first ones for ''), read for their names alone. A failure is logged only
 * (docs/product/messages.md): no choices are offered.
 */
export function useProjectSearch(searchTerm: string) {
  const { sortBy, sortOrder } = LIST_DEFAULTS.projects;
  const query: ProjectsFilteredQuery = {
    page: 1,
    pageSize: PICKER_PAGE_SIZE,
    sortBy,
    sortOrder,
    ...(searchTerm && { searchTerm }),
  };
  return useNamesRead('/projects/filtered', { query }, { keepPreviousData: true });
}

/**
 * One project (GET /projects/{id}) for its name: the one a filter in the URL holds, so the filter
 * names it before any search finds it; nothing is loaded while `projectId` is null.
 */
export const useProjectName = (projectId: number | null) =>
  useNamesRead('/projects/{id}', projectId === null ? null : { path: { id: projectId } });

/** The project whose details are open, with its plots; nothing is loaded while none is open. */
export const useProjectDetails = (projectId: number | null) =>
  useRecordDetails('/projects/{id}/details', projectId, {
    notFound: PROJECT_MESSAGES.notFound,
    failed: { toast: PROJECT_MESSAGES.detailsFetchFailed },
  });
