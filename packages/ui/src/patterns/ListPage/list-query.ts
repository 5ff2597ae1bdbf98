import { DEFAULT_PAGE_SIZE, type PageSize } from '@plotline/domain';
import type { FilterChange } from '../ListFilters/filter-change';
import { useSteadyHandler } from '../useSteadyHandler';
import type { ListState } from './list-state';

/**
 * What a list shows (docs/ui-contract.md): its page (1-based), how many rows a page holds, its
 * filters and its order, as plain data a host can keep in its URL. A list the server keeps in one
 * order has a sort of null; a list loaded whole shows every row whatever the page.
 */
export type ListQuery<Filters, Sort> = {
  page: number;
  pageSize: PageSize;
  filters: Filters;
  sort: Sort;
};

/** A list a screen pages with no filters of its own, e.g. a dashboard card's rows. */
export type PagedState<Row> = {
  list: ListState<Row>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
};

/** What every list screen takes, beside what is its own. */
export type ListScreenProps<Row, Filters, Sort> = {
  /** The rows of the query, filtered, sorted and paged by the host, and how their load went. */
  list: ListState<Row>;
  query: ListQuery<Filters, Sort>;
  /**
   * The query the user asked for. `how` is 'typed' when typing in a filter paused (a host keeping
   * the query in its history replaces the entry), 'chosen' otherwise.
   */
  onQueryChange: (query: ListQuery<Filters, Sort>, how: FilterChange) => void;
};

/**
 * The changes each control asks of the query. A new filter, page size or order starts again at
 * page 1 (docs/product/constants.md); Clear All Filters also puts the page size back.
 */
export function listQueryChanges<Filters, Sort>(
  {
    query,
    onQueryChange,
  }: Pick<ListScreenProps<unknown, Filters, Sort>, 'query' | 'onQueryChange'>,
  noFilters: Filters,
) {
  const fromPageOne = (changed: Partial<ListQuery<Filters, Sort>>, how: FilterChange) =>
    onQueryChange({ ...query, ...changed, page: 1 }, how);
  return {
    filterBy: (filters: Filters, how: FilterChange) => fromPageOne({ filters }, how),
    clearFilters: () => fromPageOne({ filters: noFilters, pageSize: DEFAULT_PAGE_SIZE }, 'chosen'),
    showPageSize: (pageSize: PageSize) => fromPageOne({ pageSize }, 'chosen'),
    sortBy: (sort: Sort) => fromPageOne({ sort }, 'chosen'),
    showPage: (page: number) => onQueryChange({ ...query, page }, 'chosen'),
  };
}

/**
 * listQueryChanges as functions that stay the same from render to render, each applying its
 * change to the latest query, so a memoized filter panel or table is not drawn again when only
 * the screen around them changed (a dialog opening).
 */
export function useSteadyListQueryChanges<Filters, Sort>(
  list: Pick<ListScreenProps<unknown, Filters, Sort>, 'query' | 'onQueryChange'>,
  noFilters: Filters,
): ReturnType<typeof listQueryChanges<Filters, Sort>> {
  const changes = listQueryChanges(list, noFilters);
  return {
    filterBy: useSteadyHandler(changes.filterBy),
    clearFilters: useSteadyHandler(changes.clearFilters),
    showPageSize: useSteadyHandler(changes.showPageSize),
    sortBy: useSteadyHandler(changes.sortBy),
    showPage: useSteadyHandler(changes.showPage),
  };
}
