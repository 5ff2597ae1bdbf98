import { FilterPanel } from '../../components/FilterPanel';
import {
  PageSizeFilter,
  TextFilter,
  filterChanges,
  type ListFilterPanelProps,
} from '../../patterns';
import type { UserFilters } from './users-screen-types';

/** The users' filters choose no project. */
export type UserFilterPanelProps = Omit<ListFilterPanelProps<UserFilters>, 'projects'>;

/**
 * The search, which the server runs over username, names, email and phone, and the page size,
 * then 'Clear All Filters'.
 */
export function UserFilterPanel({
  filters,
  isFiltered,
  onFiltersChange,
  onClear,
}: UserFilterPanelProps) {
  const { choose, applyTyped } = filterChanges({ filters, onFiltersChange });
  return (
    <FilterPanel isFiltered={isFiltered} onClear={onClear}>
      <TextFilter
        type="search"
        label="Search Users"
        placeholder="Search by username, name, email, phone..."
        value={filters.searchTerm}
        onApply={(searchTerm) => applyTyped({ searchTerm })}
      />
      <PageSizeFilter value={filters.pageSize} onChange={(pageSize) => choose({ pageSize })} />
    </FilterPanel>
  );
}
