import { memo } from 'react';
import {
  CHANNEL_PARTNER_NATURES,
  CHANNEL_PARTNER_STATUS_FILTERS,
  isNatureId,
  mobileDigits,
  partnerIsActiveFilterOf,
  partnerStatusFilterOf,
  type PartnerStatusFilter,
} from '@plotline/domain';
import { FilterPanel } from '../../components/FilterPanel';
import { Select } from '../../components/Select';
import {
  ChoiceFilter,
  PageSizeFilter,
  TextFilter,
  filterChanges,
  type ListFilterPanelState,
} from '../../patterns';
import type { ChannelPartnerFilters } from './channel-partners-screen-types';

const STATUS_LABELS: Readonly<Record<PartnerStatusFilter, string>> = {
  all: 'All',
  true: 'Active',
  false: 'Inactive',
};

const STATUS_ITEMS = CHANNEL_PARTNER_STATUS_FILTERS.map((status) => ({
  id: status,
  label: STATUS_LABELS[status],
}));

const NATURE_CHOICES = CHANNEL_PARTNER_NATURES.map(({ id, label }) => ({ id, label }));

export type ChannelPartnerFilterPanelProps = ListFilterPanelState<ChannelPartnerFilters>;

/**
 * Search, status, page size, nature, name and mobile number, then 'Clear All Filters'
 * (docs/product/screens.md "Channel partners").
 */
export const ChannelPartnerFilterPanel = memo(function ChannelPartnerFilterPanel({
  filters,
  onFiltersChange,
  pageSize,
  onPageSizeChange,
  isFiltered,
  onClear,
}: ChannelPartnerFilterPanelProps) {
  const { choose, applyTyped } = filterChanges({ filters, onFiltersChange });

  return (
    <FilterPanel isFiltered={isFiltered} onClear={onClear}>
      <TextFilter
        type="search"
        label="Search Channel Partners"
        placeholder="Search by name, company, mobile, email..."
        value={filters.searchTerm}
        onApply={(searchTerm) => applyTyped({ searchTerm })}
      />
      <Select
        label="Status"
        items={STATUS_ITEMS}
        value={partnerStatusFilterOf(filters.isActive)}
        onChange={(key) => choose({ isActive: partnerIsActiveFilterOf(key) })}
      />
      <PageSizeFilter value={pageSize} onChange={onPageSizeChange} />
      <ChoiceFilter
        label="Nature"
        allLabel="All Natures"
        choices={NATURE_CHOICES}
        value={filters.natureId}
        onChange={(natureId) => choose({ natureId: isNatureId(natureId) ? natureId : null })}
      />
      <TextFilter
        label="Name"
        placeholder="Partner name"
        value={filters.name}
        onApply={(name) => applyTyped({ name })}
      />
      <TextFilter
        label="Mobile Number"
        placeholder="e.g. 98765"
        inputMode="numeric"
        keep={mobileDigits}
        value={filters.mobileNumber}
        onApply={(mobileNumber) => applyTyped({ mobileNumber })}
      />
    </FilterPanel>
  );
});
