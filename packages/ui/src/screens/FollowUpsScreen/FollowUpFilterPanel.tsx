import { memo } from 'react';
import { FOLLOW_UP_PERIOD_LABELS, FOLLOW_UP_PERIODS } from '@plotline/domain';
import { FilterPanel } from '../../components/FilterPanel';
import { Select } from '../../components/Select';
import { PageSizeFilter, TextFilter, type ListFilterPanelState } from '../../patterns';
import { followUpPeriodFilter, type FollowUpListFilters } from './follow-ups-screen-types';

const PERIOD_ITEMS = FOLLOW_UP_PERIODS.map((period) => ({
  id: period,
  label: FOLLOW_UP_PERIOD_LABELS[period],
}));

export type FollowUpFilterPanelProps = ListFilterPanelState<FollowUpListFilters>;

/**
 * The search, which the server runs over the booking, project, plot, owner, purpose and update,
 * the period of the next call (all, today, this week, upcoming, overdue) and the page size, then
 * 'Clear All Filters', which also shows every booking's follow-ups again.
 */
export const FollowUpFilterPanel = memo(function FollowUpFilterPanel({
  filters,
  onFiltersChange,
  pageSize,
  onPageSizeChange,
  isFiltered,
  onClear,
}: FollowUpFilterPanelProps) {
  return (
    <FilterPanel isFiltered={isFiltered} onClear={onClear}>
      <TextFilter
        type="search"
        label="Search Follow-ups"
        placeholder="Booking, project, plot, owner, purpose..."
        value={filters.searchTerm}
        onApply={(searchTerm) => onFiltersChange({ ...filters, searchTerm }, 'typed')}
      />
      <Select
        // The period is read on the next follow-up date (domain follow-up-period), so it says so.
        label="Next Follow-up"
        items={PERIOD_ITEMS}
        value={filters.period ?? 'all'}
        onChange={(key) =>
          onFiltersChange({ ...filters, period: followUpPeriodFilter(String(key)) }, 'chosen')
        }
      />
      <PageSizeFilter value={pageSize} onChange={onPageSizeChange} />
    </FilterPanel>
  );
});
