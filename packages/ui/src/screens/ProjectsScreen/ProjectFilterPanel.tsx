import { FilterPanel } from '../../components/FilterPanel';
import {
  PageSizeFilter,
  TextFilter,
  filterChanges,
  type ListFilterPanelProps,
} from '../../patterns';
import type { ProjectListFilters } from './project-types';

/** The project list's filters choose no project, so they take none of the project filter's props. */
export type ProjectFilterPanelProps = Pick<
  ListFilterPanelProps<ProjectListFilters>,
  'filters' | 'isFiltered' | 'onFiltersChange' | 'onClear'
>;

/**
 * The search, which the server runs over the project's name, and the page size, then 'Clear All
 * Filters'.
 */
export function ProjectFilterPanel({
  filters,
  isFiltered,
  onFiltersChange,
  onClear,
}: ProjectFilterPanelProps) {
  const { choose, applyTyped } = filterChanges({ filters, onFiltersChange });
  return (
    <FilterPanel isFiltered={isFiltered} onClear={onClear}>
      <TextFilter
        type="search"
        label="Search projects"
        placeholder="Search by project name"
        value={filters.searchTerm}
        onApply={(searchTerm) => applyTyped({ searchTerm })}
      />
      <PageSizeFilter value={filters.pageSize} onChange={(pageSize) => choose({ pageSize })} />
    </FilterPanel>
  );
}
