import { BOOKING_STATUSES, bookingStatusLabel, isBookingStatus } from '@plotline/domain';
import { memo } from 'react';
import { FilterPanel } from '../../components/FilterPanel';
import { Select } from '../../components/Select';
import {
  ALL_CHOICE,
  ChoiceFilter,
  DateRangeFilter,
  PageSizeFilter,
  ProjectFilter,
  SearchedChoiceFilter,
  TextFilter,
  filterChanges,
  type ListFilterPanelState,
} from '../../patterns';
import type { BookingFilterChoices, BookingFilters } from './bookings-screen-types';

const STATUS_ITEMS = [
  { id: ALL_CHOICE, label: 'All Statuses' },
  ...BOOKING_STATUSES.map((status) => ({ id: status, label: bookingStatusLabel(status) })),
];

export type BookingFilterPanelProps = ListFilterPanelState<BookingFilters> & BookingFilterChoices;

/**
 * Search, status, page size, project, plot (once a project is chosen), channel partner, and the
 * booking-date range, then 'Clear All Filters' (docs/product/screens.md "Bookings"). Memoized, as
 * the table is, so a dialog opening over the list does not draw the filters again.
 */
export const BookingFilterPanel = memo(function BookingFilterPanel({
  filters,
  onFiltersChange,
  pageSize,
  onPageSizeChange,
  isFiltered,
  onClear,
  projects,
  plots,
  channelPartners,
}: BookingFilterPanelProps) {
  const { choose, applyTyped } = filterChanges({ filters, onFiltersChange });

  return (
    <FilterPanel isFiltered={isFiltered} onClear={onClear}>
      <TextFilter
        type="search"
        label="Search Bookings"
        placeholder="Search by project, plot, owner, mobile..."
        value={filters.searchTerm}
        onApply={(searchTerm) => applyTyped({ searchTerm })}
      />
      <Select
        label="Status"
        items={STATUS_ITEMS}
        value={filters.bookingStatus ?? ALL_CHOICE}
        onChange={(key) => choose({ bookingStatus: isBookingStatus(key) ? key : null })}
      />
      <PageSizeFilter value={pageSize} onChange={onPageSizeChange} />
      <ProjectFilter
        projects={projects.items}
        chosen={projects.chosen ?? null}
        value={filters.projectId}
        // A plot belongs to one project, so a new project drops the plot chosen in the old one.
        onChange={(projectId) => choose({ projectId, plotId: null })}
        onSearch={projects.onSearch}
      />
      <ChoiceFilter
        label="Plot"
        allLabel="All Plots"
        choices={plots.items.map(({ id, plotNumber }) => ({ id, label: plotNumber }))}
        value={filters.plotId}
        isDisabled={filters.projectId === null}
        onChange={(plotId) => choose({ plotId })}
      />
      <SearchedChoiceFilter
        label="Channel Partner"
        allLabel="All Channel Partners"
        placeholder="Search channel partners"
        choices={channelPartners.items}
        chosen={channelPartners.chosen ?? null}
        value={filters.channelPartnerId}
        onChange={(channelPartnerId) => choose({ channelPartnerId })}
        onSearch={channelPartners.onSearch}
      />
      <DateRangeFilter startDate={filters.startDate} endDate={filters.endDate} onChange={choose} />
    </FilterPanel>
  );
});
