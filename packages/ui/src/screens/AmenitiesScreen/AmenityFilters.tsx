import {
  AMENITY_STATUS_FILTERS,
  amenityStatusFilterOf,
  type AmenityListFilters,
  type AmenityStatusFilter,
} from '@plotline/domain';
import { Select } from '../../components/Select';
import { SearchField, SearchFilters, type ListFilterPanelState } from '../../patterns';

const STATUS_LABELS: Readonly<Record<AmenityStatusFilter, string>> = {
  all: 'All',
  active: 'Active',
  inactive: 'Inactive',
};

const STATUS_OPTIONS = AMENITY_STATUS_FILTERS.map((status) => ({
  id: status,
  label: STATUS_LABELS[status],
}));

/** The grid has no page size and nothing to clear: the filters and their changes only. */
export type AmenityFiltersProps = Pick<
  ListFilterPanelState<AmenityListFilters>,
  'filters' | 'onFiltersChange'
>;

/**
 * The search box and the All / Active / Inactive filter above the grid. The search is reported
 * at each letter as typed, the status as chosen.
 */
export function AmenityFilters({ filters, onFiltersChange }: AmenityFiltersProps) {
  return (
    <SearchFilters>
      <SearchField
        label="Search Amenities"
        placeholder="Search by name or description"
        value={filters.searchTerm}
        onChange={(searchTerm) => onFiltersChange({ ...filters, searchTerm }, 'typed')}
      />
      <Select
        label="Status"
        items={STATUS_OPTIONS}
        value={filters.status}
        onChange={(status) =>
          onFiltersChange({ ...filters, status: amenityStatusFilterOf(String(status)) }, 'chosen')
        }
      />
    </SearchFilters>
  );
}
