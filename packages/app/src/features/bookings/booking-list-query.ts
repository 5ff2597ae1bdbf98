/**
 * The booking list's state as it lives in the URL (plain /bookings at the defaults), and its
 * queries. The export asks GET /bookings/export for the same filters and sort, without the paging.
 */
import { calendarDateFrom, idFrom, isBookingStatus, LIST_DEFAULTS } from '@plotline/domain';
import {
  NO_BOOKING_FILTERS,
  type BookingFilters,
  type BookingListQuery,
  type BookingSortBy,
} from '@plotline/ui/screens';
import type { BookingsFilteredQuery } from '../../data/bookings';
import type { QueryOf } from '../../data/paged-list';
import { listUrlFormat } from '../../routing/paged-list-url-format';

export type BookingsExportQuery = QueryOf<'exportBookings'>;

const DEFAULTS = LIST_DEFAULTS.bookings;

const SORT_BYS: readonly BookingSortBy[] = [
  'BookingDate',
  'BookingNumber',
  'RegistryDate',
  'ProjectName',
  'PlotOwnerName',
  'BookingStatus',
];

const idParam = (params: URLSearchParams, name: string) => idFrom(params.get(name) ?? '');
const dateParam = (params: URLSearchParams, name: string) =>
  calendarDateFrom(params.get(name) ?? '');

function readFilters(params: URLSearchParams): BookingFilters {
  const status = params.get('bookingStatus');
  const projectId = idParam(params, 'projectId');
  return {
    searchTerm: params.get('searchTerm') ?? '',
    bookingStatus: isBookingStatus(status) ? status : null,
    projectId,
    // The plot filter belongs to a project: without one, a plot in the URL is ignored.
    plotId: projectId === null ? null : idParam(params, 'plotId'),
    channelPartnerId: idParam(params, 'channelPartnerId'),
    startDate: dateParam(params, 'startDate'),
    endDate: dateParam(params, 'endDate'),
  };
}

export const BOOKING_LIST_URL = listUrlFormat({
  noFilters: NO_BOOKING_FILTERS,
  defaultSort: { sortBy: DEFAULTS.sortBy, sortOrder: DEFAULTS.sortOrder },
  sortBys: SORT_BYS,
  readFilters,
  filterNames: [
    'searchTerm',
    'bookingStatus',
    'projectId',
    'plotId',
    'channelPartnerId',
    'startDate',
    'endDate',
  ],
});

/** The filters and sort both queries share; empty filters are not sent. */
function filterQuery({ filters, sort }: BookingListQuery): BookingsExportQuery {
  const searchTerm = filters.searchTerm.trim();
  return {
    sortBy: sort.sortBy,
    sortOrder: sort.sortOrder,
    ...(searchTerm && { searchTerm }),
    ...(filters.bookingStatus !== null && { bookingStatus: filters.bookingStatus }),
    ...(filters.projectId !== null && { projectId: filters.projectId }),
    ...(filters.plotId !== null && { plotId: filters.plotId }),
    ...(filters.channelPartnerId !== null && { channelPartnerId: filters.channelPartnerId }),
    ...(filters.startDate !== null && { startDate: filters.startDate }),
    ...(filters.endDate !== null && { endDate: filters.endDate }),
  };
}

/** The query of GET /bookings/filtered for a list state. */
export function bookingsFilteredQuery(query: BookingListQuery): BookingsFilteredQuery {
  return { page: query.page, pageSize: query.pageSize, ...filterQuery(query) };
}

/** The query of GET /bookings/export: what the list shows, on every page. */
export function bookingsExportQuery(query: BookingListQuery): BookingsExportQuery {
  return filterQuery(query);
}
