/**
 * A paged list's state as it lives in the URL: the same names and values as the query of the
 * list's GET …/filtered, each left out at its default, so the plain list has a plain URL and any
 * other view can be bookmarked, shared, reloaded and reached again with Back.
 */
import { DEFAULT_PAGE_SIZE, parsePageNumber, parsePageSize } from '@plotline/domain';
import type { ListQuery, ListSort } from '@plotline/ui/patterns';

/** How one list reads its query from the URL and writes it back. */
export type ListUrlFormat<Filters, Sort> = {
  /** Every filter off, as Clear All Filters leaves them. */
  noFilters: Filters;
  /** What the URL asks for; a value that is not one the list offers reads as its default. */
  read: (params: URLSearchParams) => ListQuery<Filters, Sort>;
  /** The URL's search for a query, defaults left out. */
  search: (query: ListQuery<Filters, Sort>) => URLSearchParams;
};

type FilterParams<Filters> = {
  /** Every filter off; the URL leaves out a filter at this value. */
  noFilters: Filters;
  /** The filters the URL asks for; a value the list does not offer reads as off. */
  readFilters: (params: URLSearchParams) => Filters;
  /** The filters the URL carries after the page size and the sort, in that order. */
  filterNames: readonly (keyof Filters & string)[];
};

type SortParams<SortBy extends string> = {
  defaultSort: ListSort<SortBy>;
  /** The orders the URL may ask for; none for a list whose one order is the default. */
  sortBys: readonly SortBy[];
};

type ListUrlParams<Filters, SortBy extends string> = FilterParams<Filters> & SortParams<SortBy>;

type UrlEntry = [name: string, value: unknown, byDefault: unknown];

/** The URL of a list's query, its sort read and written by `sorting`. */
function urlFormat<Filters, Sort>(
  { noFilters, readFilters, filterNames }: FilterParams<Filters>,
  sorting: { read: (params: URLSearchParams) => Sort; entries: (sort: Sort) => UrlEntry[] },
): ListUrlFormat<Filters, Sort> {
  return {
    noFilters,
    read: (params) => ({
      page: parsePageNumber(params.get('page')),
      pageSize: parsePageSize(params.get('pageSize')),
      filters: readFilters(params),
      sort: sorting.read(params),
    }),
    search: ({ page, pageSize, filters, sort }) => {
      const entries: UrlEntry[] = [
        ['page', page, 1],
        ['pageSize', pageSize, DEFAULT_PAGE_SIZE],
        ...sorting.entries(sort),
        // Text filters are kept as typed: trimming here would take a space from under the cursor.
        ...filterNames.map((name): UrlEntry => [name, filters[name], noFilters[name]]),
      ];
      const params = new URLSearchParams();
      for (const [name, value, byDefault] of entries) {
        if (value !== byDefault && value !== null) params.set(name, String(value));
      }
      return params;
    },
  };
}

/** A sorted list's URL: the order it asks for, or its default. */
export function listUrlFormat<Filters, SortBy extends string>({
  defaultSort,
  sortBys,
  ...filtering
}: ListUrlParams<Filters, SortBy>): ListUrlFormat<Filters, ListSort<SortBy>> {
  return urlFormat(filtering, {
    read: (params) => {
      if (sortBys.length === 0) return defaultSort;
      const sortBy = params.get('sortBy');
      const sortOrder = params.get('sortOrder');
      return {
        sortBy: sortBys.find((by) => by === sortBy) ?? defaultSort.sortBy,
        sortOrder: sortOrder === 'asc' || sortOrder === 'desc' ? sortOrder : defaultSort.sortOrder,
      };
    },
    entries: (sort) => [
      ['sortBy', sort.sortBy, defaultSort.sortBy],
      ['sortOrder', sort.sortOrder, defaultSort.sortOrder],
    ],
  });
}

/** The URL of a list the server keeps in one order: it carries no sort, the query's is null. */
export function unsortedListUrlFormat<Filters>(
  filtering: FilterParams<Filters>,
): ListUrlFormat<Filters, null> {
  return urlFormat(filtering, { read: () => null, entries: () => [] });
}

/**
 * The URL of a list the host loads whole and shows at once (amenities, roles, permissions): its
 * filters only; the query is always page 1 at the default page size, in the order the host keeps.
 */
export function wholeListUrlFormat<Filters>(
  filtering: FilterParams<Filters>,
): ListUrlFormat<Filters, null> {
  const { search } = unsortedListUrlFormat(filtering);
  return {
    noFilters: filtering.noFilters,
    read: (params) => ({
      page: 1,
      pageSize: DEFAULT_PAGE_SIZE,
      filters: filtering.readFilters(params),
      sort: null,
    }),
    search,
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
