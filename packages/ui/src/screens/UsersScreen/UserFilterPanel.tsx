import { memo } from 'react';
import { FilterPanel } from '../../components/FilterPanel';
import { PageSizeFilter, TextFilter, type ListFilterPanelState } from '../../patterns';
import type { UserFilters } from './users-screen-types';

export type UserFilterPanelProps = ListFilterPanelState<UserFilters>;

/**
 * The search, which the server runs over username, names, email and phone, and the page size,
 * then 'Clear All Filters'.
 */
export const UserFilterPanel = memo(function UserFilterPanel({
  filters,
  onFiltersChange,
  pageSize,
  onPageSizeChange,
  isFiltered,
  onClear,
}: UserFilterPanelProps) {
  return (
    <FilterPanel isFiltered={isFiltered} onClear={onClear}>
      <TextFilter
        type="search"
        label="Search Users"
        placeholder="Search by username, name, email, phone..."
        value={filters.searchTerm}
        onApply={(searchTerm) => onFiltersChange({ ...filters, searchTerm }, 'typed')}
      />
      <PageSizeFilter value={pageSize} onChange={onPageSizeChange} />
    </FilterPanel>
  );
});
