/**
 * What a list's query does to it: whether its filters hide rows (the empty list then hints at
 * them and offers no Add button), and whether anything differs from the plain list (Clear All
 * Filters is then offered). A filter is off at '' or null; the page size hides nothing.
 */
import { DEFAULT_PAGE_SIZE } from '../constants';
import type { PageSize } from './page-size';

export function listFiltering({ filters, pageSize }: { filters: object; pageSize: PageSize }): {
  hidesRows: boolean;
  isFiltered: boolean;
} {
  const hidesRows = Object.values(filters).some((value) => value !== '' && value !== null);
  return { hidesRows, isFiltered: hidesRows || pageSize !== DEFAULT_PAGE_SIZE };
}
