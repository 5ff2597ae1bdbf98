/** The dashboard's loads as the screen takes them: Loadable sections and paged lists. */
import { DASHBOARD_SECTION_FAILED } from '@plotline/domain';
import type { Loadable, PagedState } from '@plotline/ui/patterns';
import { DASHBOARD_PAGE_SIZE } from '../../data/dashboard';

/** What the cache holds of one load. */
type Loaded<Data> = { data?: Data; isLoading: boolean; error?: unknown; mutate: () => unknown };

/** A section loaded whole; a failed reload keeps what is shown. */
export function loadable<Data, Shown>(
  loaded: Loaded<Data>,
  shown: (data: Data) => Shown,
): Loadable<Shown> {
  return {
    data: loaded.data === undefined ? null : shown(loaded.data),
    isLoading: loaded.isLoading,
    error: loaded.error && loaded.data === undefined ? DASHBOARD_SECTION_FAILED : null,
    onRetry: () => void loaded.mutate(),
  };
}

type LoadedPage<Row> = Loaded<{ data: Row[]; totalCount: number }>;

/**
 * One page of a dashboard list. A failed page shows the failure, since the rows on screen
 * would be another page's.
 */
export function pagedState<Row>(
  loaded: LoadedPage<Row>,
  page: number,
  onPageChange: (page: number) => void,
): PagedState<Row> {
  return {
    list: {
      rows: loaded.data?.data ?? [],
      totalCount: loaded.data?.totalCount ?? 0,
      isLoading: loaded.isLoading,
      error: loaded.error ? DASHBOARD_SECTION_FAILED : null,
      onRetry: () => void loaded.mutate(),
    },
    page,
    pageSize: DASHBOARD_PAGE_SIZE,
    onPageChange,
  };
}
