import {
  AMENITY_STATUS_FILTERS,
  amenityStatusFilterOf,
  type AmenityListFilters,
  type AmenityStatusFilter,
} from '@plotline/domain';
import { Select } from '../../components/Select';
import { SearchField, SearchFilters } from '../../patterns';

const STATUS_LABELS: Readonly<Record<AmenityStatusFilter, string>> = {
  all: 'All',
  active: 'Active',
  inactive: 'Inactive',
};

const STATUS_OPTIONS = AMENITY_STATUS_FILTERS.map((status) => ({
  id: status,
  label: STATUS_LABELS[status],
}));

export type AmenityFiltersProps = {
  filters: AmenityListFilters;
  onSearchChange: (searchTerm: string) => void;
  onStatusChange: (status: AmenityStatusFilter) => void;
};

/** The search box and the All / Active / Inactive filter above the grid. */
export function AmenityFilters({ filters, onSearchChange, onStatusChange }: AmenityFiltersProps) {
  return (
    <SearchFilters>
      <SearchField
        label="Search Amenities"
        placeholder="Search by name or description"
        value={filters.searchTerm}
        onChange={onSearchChange}
      />
      <Select
        label="Status"
        items={STATUS_OPTIONS}
        value={filters.status}
        onChange={(status) => onStatusChange(amenityStatusFilterOf(String(status)))}
      />
    </SearchFilters>
  );
}
