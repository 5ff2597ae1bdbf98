import { BOOKING_STATUSES, bookingStatusLabel, isBookingStatus } from '@plotline/domain';
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
  type ListFilterPanelProps,
} from '../../patterns';
import type { BookingFilters, ChannelPartnerChoice, PlotChoice } from './bookings-screen-types';

const STATUS_ITEMS = [
  { id: ALL_CHOICE, label: 'All Statuses' },
  ...BOOKING_STATUSES.map((status) => ({ id: status, label: bookingStatusLabel(status) })),
];

export type BookingFilterPanelProps = ListFilterPanelProps<BookingFilters> & {
  /** The plots of the chosen project. */
  plots: readonly PlotChoice[];
  /** The partners found for what was typed in the partner filter (every one, for no search). */
  channelPartners: readonly ChannelPartnerChoice[];
  /** The partner the filters hold, loaded by its id, so it is named before any search. */
  chosenChannelPartner: ChannelPartnerChoice | null;
  /** What was typed in the partner filter, for a host that searches the partners. */
  onChannelPartnerSearch?: (text: string) => void;
};

/**
 * Search, status, page size, project, plot (once a project is chosen), channel partner, and the
 * booking-date range, then 'Clear All Filters' (docs/product/screens.md "Bookings").
 */
export function BookingFilterPanel({
  filters,
  projects,
  chosenProject = null,
  onProjectSearch,
  plots,
  channelPartners,
  chosenChannelPartner,
  onChannelPartnerSearch,
  isFiltered,
  onFiltersChange,
  onClear,
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
      <PageSizeFilter value={filters.pageSize} onChange={(pageSize) => choose({ pageSize })} />
      <ProjectFilter
        projects={projects}
        chosen={chosenProject}
        value={filters.projectId}
        // A plot belongs to one project, so a new project drops the plot chosen in the old one.
        onChange={(projectId) => choose({ projectId, plotId: null })}
        onSearch={onProjectSearch}
      />
      <ChoiceFilter
        label="Plot"
        allLabel="All Plots"
        choices={plots.map(({ id, plotNumber }) => ({ id, label: plotNumber }))}
        value={filters.plotId}
        isDisabled={filters.projectId === null}
        onChange={(plotId) => choose({ plotId })}
      />
      <SearchedChoiceFilter
        label="Channel Partner"
        allLabel="All Channel Partners"
        placeholder="Search channel partners"
        choices={channelPartners}
        chosen={chosenChannelPartner}
        value={filters.channelPartnerId}
        onChange={(channelPartnerId) => choose({ channelPartnerId })}
        onSearch={onChannelPartnerSearch}
      />
      <DateRangeFilter startDate={filters.startDate} endDate={filters.endDate} onChange={choose} />
    </FilterPanel>
  );
}
