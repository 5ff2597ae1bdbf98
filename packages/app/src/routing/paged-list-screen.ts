import type { ListScreenProps, ListState } from '@plotline/ui/patterns';
import { failureTextOf, type FailureText } from '../data/cache';
import { useLastPageWhenPastEnd, type ListUrlState } from './paged-list-url';

/** What the cache holds of one page of a list, as GET …/filtered answers it. */
type LoadedListPage<Row> = {
  data?: { data: Row[]; totalCount: number; totalCountEstimated: boolean; totalPages: number };
  isLoading: boolean;
  error?: unknown;
  mutate: () => Promise<unknown>;
};

/** What a list screen shows of one page the cache holds. */
export function listStateOf<Row>(
  list: LoadedListPage<Row>,
  failureText: FailureText,
): ListState<Row> {
  return {
    rows: list.data?.data ?? [],
    totalCount: list.data?.totalCount ?? 0,
    totalCountEstimated: list.data?.totalCountEstimated ?? false,
    isLoading: list.isLoading,
    // Unlike a list loaded whole, a page that failed is not the page asked for: no rows show.
    error: list.error ? failureTextOf(failureText, list.error) : null,
    onRetry: () => void list.mutate(),
  };
}

/**
 * What a list screen takes (ListScreenProps) from the list's query in the URL and the page loaded
 * for it. A page past the end gives way to the last page.
 */
export function useListScreen<Row, Filters, Sort>(
  listUrl: ListUrlState<Filters, Sort>,
  list: LoadedListPage<Row>,
  failureText: FailureText,
): ListScreenProps<Row, Filters, Sort> {
  useLastPageWhenPastEnd(list, listUrl);
  return {
    list: listStateOf(list, failureText),
    query: listUrl.query,
    onQueryChange: listUrl.onQueryChange,
  };
}
