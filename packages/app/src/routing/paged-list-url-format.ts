/**
 * A paged list's state as it lives in the URL: the same names and values as the query of the
 * list's GET …/filtered, each left out at its default, so the plain list has a plain URL and any
 * other view can be bookmarked, shared, reloaded and reached again with Back.
 */
import { parsePageNumber, type PageSize } from '@plotline/domain';
import type { ListSort } from '@plotline/ui/patterns';

/** What the list shows: its page, its filters (with the page size) and its sort. */
export type PagedListQuery<Filters, Sort> = { page: number; filters: Filters; sort: Sort };

/** How one list reads its state from the URL and writes it back. */
export type PagedListUrlFormat<Filters, Sort> = {
  /** Every filter at 'all', as Clear All Filters leaves them. */
  noFilters: Filters;
  /** What the URL asks for; a value that is not one the list offers reads as its default. */
  read: (params: URLSearchParams) => PagedListQuery<Filters, Sort>;
  /** The URL's search for a list state, defaults left out. */
  search: (query: PagedListQuery<Filters, Sort>) => URLSearchParams;
};

type ListFilters = { pageSize: PageSize };

type PagedListParams<Filters extends ListFilters, SortBy extends string> = {
  /** Every filter at 'all'; the URL leaves out a filter at this value. */
  noFilters: Filters;
  defaultSort: ListSort<SortBy>;
  /** The orders the URL may ask for; none for a list the server keeps in one order. */
  sortBys: readonly SortBy[];
  /** The filters the URL asks for; a value the list does not offer reads as 'all'. */
  readFilters: (params: URLSearchParams) => Filters;
  /** The filters the URL carries after the page size and the sort, in that order. */
  filterNames: readonly Exclude<keyof Filters & string, 'pageSize'>[];
};

export function pagedListUrlFormat<Filters extends ListFilters, SortBy extends string>({
  noFilters,
  defaultSort,
  sortBys,
  readFilters,
  filterNames,
}: PagedListParams<Filters, SortBy>): PagedListUrlFormat<Filters, ListSort<SortBy>> {
  return {
    noFilters,
    read: (params) => {
      const sortBy = params.get('sortBy');
      const sortOrder = params.get('sortOrder');
      return {
        page: parsePageNumber(params.get('page')),
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
    search: ({ page, filters, sort }) => {
      const entries: [string, unknown, unknown][] = [
        ['page', page, 1],
        ['pageSize', filters.pageSize, noFilters.pageSize],
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

/** A link to a list at its defaults but for some filters, e.g. one partner's bookings. */
export function listPageHref<Filters, Sort>(
  path: string,
  list: PagedListUrlFormat<Filters, Sort>,
  filters: Partial<Filters>,
): string {
  const plain = list.read(new URLSearchParams());
  const search = list.search({ ...plain, filters: { ...plain.filters, ...filters } }).toString();
  return search ? `${path}?${search}` : path;
}
