import type { ListState } from '@plotline/ui/patterns';
import { failureTextOf, type FailureText } from '../data/cache';
import { useLastPageWhenPastEnd, type PagedListUrlState } from './paged-list-url';

/** What the cache holds of one page of a list, as GET …/filtered answers it. */
type LoadedListPage<Row> = {
  data?: { data: Row[]; totalCount: number; totalCountEstimated: boolean; totalPages: number };
  isLoading: boolean;
  error?: unknown;
  mutate: () => Promise<unknown>;
};

/**
 * What a paged list screen takes from the list's state in the URL and the page loaded for it.
 * A page past the end gives way to the last page.
 */
export function usePagedListScreen<Row, Filters, Sort>(
  listUrl: PagedListUrlState<Filters, Sort>,
  list: LoadedListPage<Row>,
  failureText: FailureText,
) {
  useLastPageWhenPastEnd(list, listUrl);
  const state: ListState<Row> = {
    rows: list.data?.data ?? [],
    totalCount: list.data?.totalCount ?? 0,
    totalCountEstimated: list.data?.totalCountEstimated ?? false,
    isLoading: list.isLoading,
    // Unlike a list loaded whole, a page that failed is not the page asked for: no rows show.
    error: list.error ? failureTextOf(failureText, list.error) : null,
    onRetry: () => void list.mutate(),
  };
  return {
    list: state,
    page: listUrl.query.page,
    filters: listUrl.query.filters,
    sort: listUrl.query.sort,
    onFiltersChange: listUrl.filterBy,
    onClearFilters: listUrl.clearFilters,
    onSortChange: listUrl.sortBy,
    onPageChange: listUrl.showPage,
  };
}
