import useSWR, { type Key } from 'swr';
import { useLastPageWhenPastEnd, type PagedListUrlState } from './routing/paged-list-url';
import { useToasts } from './services';

/** What the loader (useListPage) holds of one page of a list, as GET …/filtered answers it. */
type LoadedListPage<Row> = {
  data?: { data: Row[]; totalCount: number; totalPages: number };
  isLoading: boolean;
  isValidating: boolean;
  error?: unknown;
  mutate: () => Promise<unknown>;
};

/**
 * One page of a paged list (plots, bookings, …) through SWR; a load failure toasts the list's
 * text (SPEC.md section 8).
 */
export function useListPage<Page>(key: Key, load: () => Promise<Page>, failureText: string) {
  const toasts = useToasts();
  return useSWR<Page>(key, load, {
    // The last page stays on screen while the next loads, rather than a flash of 'Loading...'.
    keepPreviousData: true,
    onError: () => toasts.error(failureText),
  });
}

/**
 * What a paged list screen takes from the list's state in the URL and the page loaded for it.
 * A page past the end gives way to the last page.
 */
export function usePagedListProps<Row, Filters, Sort>(
  listUrl: PagedListUrlState<Filters, Sort>,
  list: LoadedListPage<Row>,
  failureText: string,
) {
  useLastPageWhenPastEnd(list, listUrl);
  return {
    rows: list.data?.data ?? [],
    totalCount: list.data?.totalCount ?? 0,
    page: listUrl.query.page,
    filters: listUrl.query.filters,
    sort: listUrl.query.sort,
    isLoading: list.isLoading,
    error: list.error ? failureText : null,
    onRetry: () => void list.mutate(),
    onFiltersChange: listUrl.filterBy,
    onClearFilters: listUrl.clearFilters,
    onSortChange: listUrl.sortBy,
    onPageChange: listUrl.showPage,
  };
}
