/**
 * What a paged list's filters do to it: whether they hide rows (the empty list then hints at
 * them and offers no Add button), and whether anything differs from the plain list (Clear All
 * Filters is then offered). A filter is off at '' or null; the page size hides nothing.
 */
import { DEFAULT_PAGE_SIZE } from '../constants';
import type { PageSize } from './page-size';

type ListFilters = { pageSize: PageSize } & Record<string, unknown>;

export function filtersHideRows(filters: ListFilters): boolean {
  return Object.entries(filters).some(
    ([name, value]) => name !== 'pageSize' && value !== '' && value !== null,
  );
}

export function listIsFiltered(filters: ListFilters): boolean {
  return filtersHideRows(filters) || filters.pageSize !== DEFAULT_PAGE_SIZE;
}
