import {
  AMENITY_STATUS_FILTERS,
  amenityStatusFilterOf,
  type AmenityListFilters,
  type AmenityStatusFilter,
} from '@plotline/domain';
import { Button, Input, SearchField } from 'react-aria-components';
import { Icon } from '../../components/Icon';
import { FieldLabel, field, fieldButton, inputBox } from '../../components/field';
import { Select } from '../../components/Select';
import { searchFilters } from '../../patterns/SearchField/SearchFilters.css';
import * as styles from './AmenityFilters.css';

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
  onSearchChange: (search: string) => void;
  onStatusChange: (status: AmenityStatusFilter) => void;
};

/** The search box and the All / Active / Inactive filter above the grid. */
export function AmenityFilters({ filters, onSearchChange, onStatusChange }: AmenityFiltersProps) {
  return (
    <div className={searchFilters}>
      {/* RAC's SearchField: Escape clears it, and its button clears it for a pointer. */}
      <SearchField value={filters.search} onChange={onSearchChange} className={field}>
        {/* Not just 'Search': the top bar's search box already has that name. */}
        <FieldLabel>Search Amenities</FieldLabel>
        <div className={styles.searchBox}>
          <span className={styles.searchIcon}>
            <Icon name="search" />
          </span>
          <Input
            className={`${inputBox} ${styles.searchInput}`}
            placeholder="Search by name or description"
          />
          <Button aria-label="Clear search" className={`${fieldButton} ${styles.clearButton}`}>
            <Icon name="close" size={14} />
          </Button>
        </div>
      </SearchField>
      <Select
        label="Status"
        items={STATUS_OPTIONS}
        value={filters.status}
        onChange={(status) => onStatusChange(amenityStatusFilterOf(String(status)))}
      />
    </div>
  );
}
