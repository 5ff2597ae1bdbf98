/**
 * What a paged list's filters do to it: whether they hide rows (the empty list then hints at
 * them and offers no Add button), and whether anything differs from the plain list (Clear All
 * Filters is then offered). A filter is off at '' or null; the page size hides nothing.
 */
import { DEFAULT_PAGE_SIZE } from '../constants';
import type { PageSize } from './page-size';

type ListFilters = { pageSize: PageSize } & Record<string, unknown>;

function anyFilterOn(filters: object): boolean {
  return Object.entries(filters).some(
    ([name, value]) => name !== 'pageSize' && value !== '' && value !== null,
  );
}

export function filtersHideRows(filters: ListFilters): boolean {
  return anyFilterOn(filters);
}

export function listIsFiltered(filters: ListFilters): boolean {
  return anyFilterOn(filters) || filters.pageSize !== DEFAULT_PAGE_SIZE;
}

/** Both at once, for a list whose page size is beside its filters (a list screen's query). */
export function listFiltering({ filters, pageSize }: { filters: object; pageSize: PageSize }): {
  hidesRows: boolean;
  isFiltered: boolean;
} {
  const hidesRows = anyFilterOn(filters);
  return { hidesRows, isFiltered: hidesRows || pageSize !== DEFAULT_PAGE_SIZE };
}
