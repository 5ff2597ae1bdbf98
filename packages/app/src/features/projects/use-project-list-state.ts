import { projectSortFrom, projectSortParams, type ProjectSort } from '@plotline/domain';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';

/** How long typing must pause before the URL takes the search. */
export const SEARCH_URL_DELAY_MS = 300;

function withSearch(params: URLSearchParams, search: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (search === '') next.delete('search');
  else next.set('search', search);
  return next;
}

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

function withView(params: URLSearchParams, projectId: number | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (projectId === null) next.delete('view');
  else next.set('view', String(projectId));
  return next;
}

function projectIdFrom(text: string | null): number | null {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The list's search and sort, and the project whose details are open, kept in the URL
 * (?search=…&sortBy=…&sortOrder=asc|desc&view=…) so a reload, a bookmark or a shared link shows
 * the same. A sort change is a new history entry, so Back restores the order before it; typing
 * replaces the entry once it pauses, and opening or closing the details replaces it too, so Back
 * leaves the page rather than stepping through letters and modals. The table follows the search
 * box at once: only the URL waits.
 */
export function useProjectListState() {
  const [params, setParams] = useSearchParams();
  // What was typed and is not in the URL yet.
  const [typedSearch, setTypedSearch] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // A write still waiting when the page goes would bring the user back to it.
  useEffect(() => () => clearTimeout(timer.current), []);

  const withTyped = (current: URLSearchParams) =>
    typedSearch === null ? current : withSearch(current, typedSearch);

  const setSearchText = (search: string) => {
    setTypedSearch(search);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setParams((current) => withSearch(current, search), { replace: true });
      setTypedSearch(null);
    }, SEARCH_URL_DELAY_MS);
  };

  const writeNow = (change: (current: URLSearchParams) => URLSearchParams, replace: boolean) => {
    clearTimeout(timer.current);
    // The entry takes what was typed with it.
    setParams((current) => change(withTyped(current)), { replace });
    setTypedSearch(null);
  };

  return {
    searchText: typedSearch ?? params.get('search') ?? '',
    sort: projectSortFrom(params.get('sortBy'), params.get('sortOrder')),
    viewedProjectId: projectIdFrom(params.get('view')),
    setSearchText,
    setSort: (sort: ProjectSort) => writeNow((current) => withSort(current, sort), false),
    setViewedProjectId: (projectId: number | null) =>
      writeNow((current) => withView(current, projectId), true),
  };
}
