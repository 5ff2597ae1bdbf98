import { projectSortFrom, projectSortParams, type ProjectSort } from '@plotline/domain';
import { useUrlSearch, withParam } from '../../routing/url-search';

/** The default sort is left out, so the plain list is plain /projects. */
function withSort(params: URLSearchParams, sort: ProjectSort): URLSearchParams {
  const next = new URLSearchParams(params);
  const words = projectSortParams(sort);
  next.delete('sortBy');
  next.delete('sortOrder');
  if (words) {
    next.set('sortBy', words.sortBy);
    next.set('sortOrder', words.sortOrder);
  }
  return next;
}

const withView = (params: URLSearchParams, projectId: number | null) =>
  withParam(params, 'view', projectId === null ? '' : String(projectId));

function projectIdFrom(text: string | null): number | null {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The list's search and sort, and the project whose details are open, kept in the URL
 * (?search=…&sortBy=…&sortOrder=asc|desc&view=…) so a reload, a bookmark or a shared link shows
 * the same. A sort change is a new history entry, so Back restores the order before it; typing
 * replaces the entry once it pauses (useUrlSearch), and opening or closing the details replaces it too, so Back
 * leaves the page rather than stepping through letters and modals. The table follows the search
 * box at once: only the URL waits.
 */
export function useProjectListState() {
  const { params, search, setSearch, write } = useUrlSearch();

  return {
    searchTerm: search,
    sort: projectSortFrom(params.get('sortBy'), params.get('sortOrder')),
    viewedProjectId: projectIdFrom(params.get('view')),
    setSearchTerm: setSearch,
    setSort: (sort: ProjectSort) => write((current) => withSort(current, sort)),
    setViewedProjectId: (projectId: number | null) =>
      write((current) => withView(current, projectId), true),
  };
}
