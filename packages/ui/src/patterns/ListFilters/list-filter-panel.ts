import type { FilterChange } from './filter-change';
import type { ProjectChoice } from './project-choice';

/** What a paged list's filter panel takes, whatever its filters. */
export type ListFilterPanelProps<Filters> = {
  filters: Filters;
  /** The projects found for what was typed in the filter (all, for a host not searching). */
  projects: readonly ProjectChoice[];
  /** The project the filters hold, loaded by its id, so the filter names it before any search. */
  chosenProject?: ProjectChoice | null;
  /** What was typed in the project filter, for a host that searches the projects. */
  onProjectSearch?: (text: string) => void;
  /** Whether any filter differs from its default; 'Clear All Filters' is disabled otherwise. */
  isFiltered: boolean;
  onFiltersChange: (filters: Filters, how: FilterChange) => void;
  onClear: () => void;
};

/**
 * How a panel reports a change to some of its filters: `choose` for a pick or a clear,
 * `applyTyped` for typing that paused (see FilterChange).
 */
export function filterChanges<Filters>({
  filters,
  onFiltersChange,
}: Pick<ListFilterPanelProps<Filters>, 'filters' | 'onFiltersChange'>) {
  const change = (how: FilterChange) => (changed: Partial<Filters>) =>
    onFiltersChange({ ...filters, ...changed }, how);
  return { choose: change('chosen'), applyTyped: change('typed') };
}
