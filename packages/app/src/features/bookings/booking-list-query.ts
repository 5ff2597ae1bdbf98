/**
 * The booking list's state as it lives in the URL: the same names and values as the query of
 * GET /bookings/filtered, each left out at its default, so the plain list is plain /bookings and
 * any other view can be bookmarked, shared, reloaded and reached again with Back. The export
 * asks GET /bookings/export for the same filters and sort, without the paging.
 */
import type { operations } from '@plotline/api-client';
import {
  calendarDateFrom,
  idFrom,
  isBookingStatus,
  LIST_DEFAULTS,
  parsePageNumber,
  parsePageSize,
} from '@plotline/domain';
import type { BookingFilters, BookingSort, BookingSortBy } from '@plotline/ui/screens';

export type BookingListQuery = { page: number; filters: BookingFilters; sort: BookingSort };

export type BookingsFilteredQuery = NonNullable<
  operations['listBookingsFiltered']['parameters']['query']
>;
export type BookingsExportQuery = NonNullable<operations['exportBookings']['parameters']['query']>;

const DEFAULTS = LIST_DEFAULTS.bookings;

export const NO_BOOKING_FILTERS: BookingFilters = {
  searchTerm: '',
  bookingStatus: null,
  pageSize: DEFAULTS.pageSize,
  projectId: null,
  plotId: null,
  channelPartnerId: null,
  startDate: null,
  endDate: null,
};

const DEFAULT_SORT: BookingSort = { sortBy: DEFAULTS.sortBy, sortOrder: DEFAULTS.sortOrder };

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

/** What the URL asks for; a value that is not one the list offers reads as its default. */
export function readBookingListQuery(params: URLSearchParams): BookingListQuery {
  const status = params.get('bookingStatus');
  const sortBy = params.get('sortBy');
  const sortOrder = params.get('sortOrder');
  const projectId = idParam(params, 'projectId');
  return {
    page: parsePageNumber(params.get('page')),
    filters: {
      searchTerm: params.get('searchTerm') ?? '',
      bookingStatus: isBookingStatus(status) ? status : null,
      pageSize: parsePageSize(params.get('pageSize')),
      projectId,
      // The plot filter belongs to a project: without one, a plot in the URL is ignored.
      plotId: projectId === null ? null : idParam(params, 'plotId'),
      channelPartnerId: idParam(params, 'channelPartnerId'),
      startDate: dateParam(params, 'startDate'),
      endDate: dateParam(params, 'endDate'),
    },
    sort: {
      sortBy: SORT_BYS.find((by) => by === sortBy) ?? DEFAULT_SORT.sortBy,
      sortOrder: sortOrder === 'asc' || sortOrder === 'desc' ? sortOrder : DEFAULT_SORT.sortOrder,
    },
  };
}

/** The URL's search for a list state, defaults left out. */
export function bookingListSearch({ page, filters, sort }: BookingListQuery): URLSearchParams {
  const entries: [string, string | number | null, string | number | null][] = [
    ['page', page, 1],
    ['pageSize', filters.pageSize, NO_BOOKING_FILTERS.pageSize],
    ['sortBy', sort.sortBy, DEFAULT_SORT.sortBy],
    ['sortOrder', sort.sortOrder, DEFAULT_SORT.sortOrder],
    // Kept as typed: trimming here would take a space from under the cursor of the search box.
    ['searchTerm', filters.searchTerm, ''],
    ['bookingStatus', filters.bookingStatus, null],
    ['projectId', filters.projectId, null],
    ['plotId', filters.plotId, null],
    ['channelPartnerId', filters.channelPartnerId, null],
    ['startDate', filters.startDate, null],
    ['endDate', filters.endDate, null],
  ];
  const params = new URLSearchParams();
  for (const [name, value, byDefault] of entries) {
    if (value !== byDefault && value !== null) params.set(name, String(value));
  }
  return params;
}

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
  return { page: query.page, pageSize: query.filters.pageSize, ...filterQuery(query) };
}

/** The query of GET /bookings/export: what the list shows, on every page. */
export function bookingsExportQuery(query: BookingListQuery): BookingsExportQuery {
  return filterQuery(query);
}
