import { memo } from 'react';
import { FilterPanel } from '../../components/FilterPanel';
import { PageSizeFilter, TextFilter, type ListFilterPanelState } from '../../patterns';
import type { ProjectListFilters } from './project-types';

export type ProjectFilterPanelProps = ListFilterPanelState<ProjectListFilters>;

/**
 * The search, which the server runs over the project's name, and the page size, then 'Clear All
 * Filters'.
 */
export const ProjectFilterPanel = memo(function ProjectFilterPanel({
  filters,
  onFiltersChange,
  pageSize,
  onPageSizeChange,
  isFiltered,
  onClear,
}: ProjectFilterPanelProps) {
  return (
    <FilterPanel isFiltered={isFiltered} onClear={onClear}>
      <TextFilter
        type="search"
        label="Search projects"
        placeholder="Search by project name"
        value={filters.searchTerm}
        onApply={(searchTerm) => onFiltersChange({ ...filters, searchTerm }, 'typed')}
      />
      <PageSizeFilter value={pageSize} onChange={onPageSizeChange} />
    </FilterPanel>
  );
});
