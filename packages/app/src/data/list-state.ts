import type { ListState } from '@plotline/ui/patterns';

/** What the cache holds of a list's load. */
type LoadedList = { data?: unknown; isLoading: boolean; error?: unknown; mutate: () => unknown };

/**
 * The list state a screen takes (docs/ui-contract.md) of a list loaded whole, shown as `rows`
 * (filtered and sorted from it). A reload that fails keeps the rows already shown; its toast
 * says it failed.
 */
export function loadedListState<Row>(
  loaded: LoadedList,
  rows: readonly Row[],
  failureText: string,
): ListState<Row> {
  return {
    rows,
    totalCount: rows.length,
    isLoading: loaded.isLoading,
    error: loaded.error && loaded.data === undefined ? failureText : null,
    onRetry: () => void loaded.mutate(),
  };
}
