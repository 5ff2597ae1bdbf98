import type { FilterChange } from './filter-change';

/**
 * How a panel reports a change to some of its filters: `choose` for a pick or a clear,
 * `applyTyped` for typing that paused (see FilterChange).
 */
export function filterChanges<Filters>({
  filters,
  onFiltersChange,
}: {
  filters: Filters;
  onFiltersChange: (filters: Filters, how: FilterChange) => void;
}) {
  const change = (how: FilterChange) => (changed: Partial<Filters>) =>
    onFiltersChange({ ...filters, ...changed }, how);
  return { choose: change('chosen'), applyTyped: change('typed') };
}
