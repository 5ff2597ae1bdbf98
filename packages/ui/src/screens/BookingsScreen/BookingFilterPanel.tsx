import {
  BOOKING_STATUSES,
  bookingStatusLabel,
  isBookingStatus,
  PAGE_SIZES,
  type PageSize,
} from '@plotline/domain';
import type { Key } from 'react-aria-components';
import { DatePicker } from '../../components/DatePicker';
import { FilterPanel } from '../../components/FilterPanel';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { useDraftText, type FilterChange, type ProjectChoice } from '../shared';
import type { BookingFilters, ChannelPartnerChoice, PlotChoice } from './bookings-screen-types';

/** The 'all' choice of the lists; the filters hold null for it. */
const ALL = 'all';

const STATUS_ITEMS = [
  { id: ALL, label: 'All Statuses' },
  ...BOOKING_STATUSES.map((status) => ({ id: status, label: bookingStatusLabel(status) })),
];
const PAGE_SIZE_ITEMS = PAGE_SIZES.map((size) => ({ id: size, label: String(size) }));

export type BookingFilterPanelProps = {
  filters: BookingFilters;
  projects: readonly ProjectChoice[];
  /** The plots of the chosen project. */
  plots: readonly PlotChoice[];
  channelPartners: readonly ChannelPartnerChoice[];
  isFiltered: boolean;
  onFiltersChange: (filters: BookingFilters, how: FilterChange) => void;
  onClear: () => void;
};

/**
 * Search, status, page size, project, plot (once a project is chosen), channel partner, and the
 * booking-date range, then 'Clear All Filters' (SPEC.md section 2 "Bookings").
 */
export function BookingFilterPanel({
  filters,
  projects,
  plots,
  channelPartners,
  isFiltered,
  onFiltersChange,
  onClear,
}: BookingFilterPanelProps) {
  const choose = (change: Partial<BookingFilters>) =>
    onFiltersChange({ ...filters, ...change }, 'chosen');
  const [searchTerm, setSearchTerm] = useDraftText(filters.searchTerm, (text) =>
    onFiltersChange({ ...filters, searchTerm: text }, 'typed'),
  );
  // A typed date passes through years 2, 20 and 202 on the way to 2026: like typed text, it is
  // applied once typing pauses, then as a choice (a calendar pick waits the same short moment).
  const [startDate, setStartDate] = useDraftText(filters.startDate ?? '', (date) =>
    onFiltersChange({ ...filters, startDate: date || null }, 'chosen'),
  );
  const [endDate, setEndDate] = useDraftText(filters.endDate ?? '', (date) =>
    onFiltersChange({ ...filters, endDate: date || null }, 'chosen'),
  );
  const projectItems = [
    { id: ALL, label: 'All Projects' },
    ...projects.map(({ id, name }) => ({ id, label: name })),
  ];
  const plotItems = [
    { id: ALL, label: 'All Plots' },
    ...plots.map(({ id, plotNumber }) => ({ id, label: plotNumber })),
  ];
  const partnerItems = [
    { id: ALL, label: 'All Channel Partners' },
    ...channelPartners.map(({ id, name }) => ({ id, label: name })),
  ];

  return (
    <FilterPanel isFiltered={isFiltered} onClear={onClear}>
      <TextField
        label="Search Bookings"
        type="search"
        placeholder="Search by project, plot, owner, mobile..."
        value={searchTerm}
        onChange={setSearchTerm}
      />
      <Select
        label="Status"
        items={STATUS_ITEMS}
        value={filters.bookingStatus ?? ALL}
        onChange={(key) => choose({ bookingStatus: isBookingStatus(key) ? key : null })}
      />
      <Select
        label="Page Size"
        items={PAGE_SIZE_ITEMS}
        value={filters.pageSize}
        onChange={(key) => choose({ pageSize: key as PageSize })}
      />
      <Select
        label="Project"
        items={projectItems}
        value={filters.projectId ?? ALL}
        // A plot belongs to one project, so a new project drops the plot chosen in the old one.
        onChange={(key) => choose({ projectId: idOf(key), plotId: null })}
      />
      <Select
        label="Plot"
        items={plotItems}
        value={filters.plotId ?? ALL}
        isDisabled={filters.projectId === null}
        onChange={(key) => choose({ plotId: idOf(key) })}
      />
      <Select
        label="Channel Partner"
        items={partnerItems}
        value={filters.channelPartnerId ?? ALL}
        onChange={(key) => choose({ channelPartnerId: idOf(key) })}
      />
      <DatePicker
        label="From Date"
        value={startDate}
        maxValue={endDate || undefined}
        onChange={(date) => setStartDate(date ?? '')}
      />
      <DatePicker
        label="To Date"
        value={endDate}
        minValue={startDate || undefined}
        onChange={(date) => setEndDate(date ?? '')}
      />
    </FilterPanel>
  );
}

function idOf(key: Key | null): number | null {
  return typeof key === 'number' ? key : null;
}
