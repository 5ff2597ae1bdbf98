import type { FilterChange, ListQuery } from '@plotline/ui/patterns';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { ListUrlFormat } from './paged-list-url-format';
import { useUrlSearch } from './url-search';

export type ListUrlState<Filters, Sort> = {
  query: ListQuery<Filters, Sort>;
  /** Typing that paused replaces the history entry; a choice adds one, so Back restores the list. */
  onQueryChange: (query: ListQuery<Filters, Sort>, how: FilterChange) => void;
  /** A page the list moved to of itself replaces the entry, so Back skips the page it left. */
  replacePage: (page: number) => void;
};

/** The value of the render before while the new one holds the same fields. */
function useSameWhileEqual<Value>(value: Value): Value {
  const [kept, setKept] = useState(value);
  if (kept === value || isSameShallow(kept, value)) return kept;
  setKept(value);
  return value;
}

const isSameShallow = (a: unknown, b: unknown) =>
  typeof a === 'object' &&
  typeof b === 'object' &&
  a !== null &&
  b !== null &&
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([key, field]) => Object.is(field, (b as Record<string, unknown>)[key]));

/**
 * A list's query kept in the URL (see listUrlFormat), as a list screen takes and changes it.
 * `keep`: parameters of the page beside the list's own (the Enquiries page's layout), carried over
 * as the query changes.
 */
export function useListUrl<Filters, Sort>(
  format: ListUrlFormat<Filters, Sort>,
  { keep = [] }: { keep?: readonly string[] } = {},
): ListUrlState<Filters, Sort> {
  const { params, write } = useUrlSearch();
  // The same query while the search is the same (a booking's details open in the path), and the
  // same filters and order while they are (the next page), so the memoized filter panel and table
  // are not drawn again for what did not change.
  const read = useMemo(() => format.read(params), [format, params]);
  const filters = useSameWhileEqual(read.filters);
  const sort = useSameWhileEqual(read.sort);
  const query = useMemo(() => ({ ...read, filters, sort }), [read, filters, sort]);
  const show = (next: ListQuery<Filters, Sort>, replace: boolean) =>
    write((current) => {
      const search = format.search(next);
      for (const name of keep) {
        const value = current.get(name);
        if (value !== null) search.set(name, value);
      }
      return search;
    }, replace);
  return {
    query,
    onQueryChange: (next, how) => show(next, how === 'typed'),
    replacePage: (page) => show({ ...query, page }, true),
  };
}

/**
 * What the list's loader holds of the page the URL asks for. Not SWR's `isValidating`: reading it
 * draws the page again as each reload starts and ends, and a change streamed in from elsewhere
 * waited on those drawings before its reloads went out (docs/performance.md "Live updates between
 * browsers"). `isLoading` says the page asked for has not come yet; what shows meanwhile is the
 * page before (keepPreviousData).
 */
type LoadedPage = {
  data?: { data: readonly unknown[]; totalPages: number };
  isLoading: boolean;
};

/** A page a delete has emptied, or a bookmarked page past the end, gives way to the last page. */
export function useLastPageWhenPastEnd(
  loaded: LoadedPage,
  listUrl: Pick<ListUrlState<unknown, unknown>, 'query' | 'replacePage'>,
) {
  const lastPage =
    loaded.data && !loaded.isLoading && loaded.data.data.length === 0 && listUrl.query.page > 1
      ? Math.max(1, loaded.data.totalPages)
      : null;
  const moveTo = useEffectEvent(listUrl.replacePage);
  useEffect(() => {
    if (lastPage !== null) moveTo(lastPage);
  }, [lastPage]);
}
