/**
 * A paged list's state as it lives in the URL: the same names and values as the query of the
 * list's GET …/filtered, each left out at its default, so the plain list has a plain URL and any
 * other view can be bookmarked, shared, reloaded and reached again with Back.
 */
import { DEFAULT_PAGE_SIZE, parsePageNumber, parsePageSize, type PageSize } from '@plotline/domain';
import type { ListQuery, ListSort } from '@plotline/ui/patterns';

/** What the list shows: its page, its filters (with the page size) and its sort. */
export type PagedListQuery<Filters, Sort> = { page: number; filters: Filters; sort: Sort };

/** How one list reads its query from the URL and writes it back. */
export type ListUrlFormat<Filters, Sort> = {
  /** Every filter off, as Clear All Filters leaves them. */
  noFilters: Filters;
  /** What the URL asks for; a value that is not one the list offers reads as its default. */
  read: (params: URLSearchParams) => ListQuery<Filters, Sort>;
  /** The URL's search for a query, defaults left out. */
  search: (query: ListQuery<Filters, Sort>) => URLSearchParams;
};

type ListUrlParams<Filters, SortBy extends string> = {
  /** Every filter off; the URL leaves out a filter at this value. */
  noFilters: Filters;
  defaultSort: ListSort<SortBy>;
  /** The orders the URL may ask for; none for a list the server keeps in one order. */
  sortBys: readonly SortBy[];
  /** The filters the URL asks for; a value the list does not offer reads as off. */
  readFilters: (params: URLSearchParams) => Filters;
  /** The filters the URL carries after the page size and the sort, in that order. */
  filterNames: readonly (keyof Filters & string)[];
};

export function listUrlFormat<Filters, SortBy extends string>({
  noFilters,
  defaultSort,
  sortBys,
  readFilters,
  filterNames,
}: ListUrlParams<Filters, SortBy>): ListUrlFormat<Filters, ListSort<SortBy>> {
  return {
    noFilters,
    read: (params) => {
      const sortBy = params.get('sortBy');
      const sortOrder = params.get('sortOrder');
      return {
        page: parsePageNumber(params.get('page')),
        pageSize: parsePageSize(params.get('pageSize')),
        filters: readFilters(params),
        sort:
          sortBys.length === 0
            ? defaultSort
            : {
                sortBy: sortBys.find((by) => by === sortBy) ?? defaultSort.sortBy,
                sortOrder:
                  sortOrder === 'asc' || sortOrder === 'desc' ? sortOrder : defaultSort.sortOrder,
              },
      };
    },
    search: ({ page, pageSize, filters, sort }) => {
      const entries: [string, unknown, unknown][] = [
        ['page', page, 1],
        ['pageSize', pageSize, DEFAULT_PAGE_SIZE],
        ['sortBy', sort.sortBy, defaultSort.sortBy],
        ['sortOrder', sort.sortOrder, defaultSort.sortOrder],
        // Text filters are kept as typed: trimming here would take a space from under the cursor.
        ...filterNames.map((name): [string, unknown, unknown] => [
          name,
          filters[name],
          noFilters[name],
        ]),
      ];
      const params = new URLSearchParams();
      for (const [name, value, byDefault] of entries) {
        if (value !== byDefault && value !== null) params.set(name, String(value));
      }
      return params;
    },
  };
}

/** How a list whose filters still carry its page size reads and writes the URL. */
export type PagedListUrlFormat<Filters, Sort> = {
  noFilters: Filters;
  read: (params: URLSearchParams) => PagedListQuery<Filters, Sort>;
  search: (query: PagedListQuery<Filters, Sort>) => URLSearchParams;
};

type ListFilters = { pageSize: PageSize };

type PagedListParams<Filters extends ListFilters, SortBy extends string> = Omit<
  ListUrlParams<Filters, SortBy>,
  'filterNames'
> & { filterNames: readonly Exclude<keyof Filters & string, 'pageSize'>[] };

/**
 * The same URL for a list screen that still takes its page size among its filters, until every
 * list screen takes the one list contract (ListQuery, issue 33).
 */
export function pagedListUrlFormat<Filters extends ListFilters, SortBy extends string>(
  params: PagedListParams<Filters, SortBy>,
): PagedListUrlFormat<Filters, ListSort<SortBy>> {
  const format = listUrlFormat<Filters, SortBy>(params);
  return {
    noFilters: params.noFilters,
    read: (search) => {
      const { page, pageSize, filters, sort } = format.read(search);
      return { page, filters: { ...filters, pageSize }, sort };
    },
    search: ({ page, filters, sort }) =>
      format.search({ page, pageSize: filters.pageSize, filters, sort }),
  };
}

/** A link to a list at its defaults but for some filters, e.g. one partner's bookings. */
export function listPageHref<Query extends { filters: object }>(
  path: string,
  list: { read: (params: URLSearchParams) => Query; search: (query: Query) => URLSearchParams },
  filters: Partial<Query['filters']>,
): string {
  const plain = list.read(new URLSearchParams());
  const search = list.search({ ...plain, filters: { ...plain.filters, ...filters } }).toString();
  return search ? `${path}?${search}` : path;
}
