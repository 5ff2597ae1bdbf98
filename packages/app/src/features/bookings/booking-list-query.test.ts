import { NO_BOOKING_FILTERS, type BookingListQuery } from '@plotline/ui/screens';
import { describe, expect, it } from 'vitest';
import { BOOKING_LIST_URL, bookingsExportQuery, bookingsFilteredQuery } from './booking-list-query';

const { read: readBookingListQuery, search: bookingListSearch } = BOOKING_LIST_URL;

const PLAIN: BookingListQuery = {
  page: 1,
  pageSize: 10,
  filters: NO_BOOKING_FILTERS,
  sort: { sortBy: 'BookingDate', sortOrder: 'desc' },
};

const FILTERED: BookingListQuery = {
  page: 2,
  pageSize: 25,
  filters: {
    searchTerm: 'anil s',
    bookingStatus: 'RegistryDone',
    projectId: 4,
    plotId: 41,
    channelPartnerId: 7,
    startDate: '2026-03-01',
    endDate: '2026-03-31',
  },
  sort: { sortBy: 'ProjectName', sortOrder: 'asc' },
};

describe('the booking list in the URL', () => {
  it('is plain /bookings at the defaults', () => {
    expect(readBookingListQuery(new URLSearchParams())).toEqual(PLAIN);
    expect(bookingListSearch(PLAIN).toString()).toBe('');
  });

  it('keeps every filter, the sort and the page, and reads them back', () => {
    const search = bookingListSearch(FILTERED);
    expect(search.toString()).toBe(
      'page=2&pageSize=25&sortBy=ProjectName&sortOrder=asc&searchTerm=anil+s&bookingStatus=RegistryDone' +
        '&projectId=4&plotId=41&channelPartnerId=7&startDate=2026-03-01&endDate=2026-03-31',
    );
    expect(readBookingListQuery(search)).toEqual(FILTERED);
  });

  it('reads values the list does not offer as its defaults', () => {
    const params = new URLSearchParams(
      'page=0&pageSize=7&sortBy=Owner&sortOrder=up&bookingStatus=done&channelPartnerId=x' +
        '&startDate=2026-02-30&endDate=yesterday',
    );
    expect(readBookingListQuery(params)).toEqual(PLAIN);
  });

  it('ignores a plot without its project', () => {
    expect(readBookingListQuery(new URLSearchParams('plotId=41')).filters.plotId).toBeNull();
  });
});

describe('the queries of GET /bookings/filtered and GET /bookings/export', () => {
  it('sends paging and sort always, and only the filters that are set, trimmed', () => {
    expect(bookingsFilteredQuery(PLAIN)).toEqual({
      page: 1,
      pageSize: 10,
      sortBy: 'BookingDate',
      sortOrder: 'desc',
    });
    expect(
      bookingsFilteredQuery({
        ...FILTERED,
        filters: { ...FILTERED.filters, searchTerm: ' anil ' },
      }),
    ).toEqual({
      page: 2,
      pageSize: 25,
      sortBy: 'ProjectName',
      sortOrder: 'asc',
      searchTerm: 'anil',
      bookingStatus: 'RegistryDone',
      projectId: 4,
      plotId: 41,
      channelPartnerId: 7,
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });
  });

  it('exports the same filters and sort, on every page', () => {
    const filtered = bookingsFilteredQuery(FILTERED);
    expect({ ...bookingsExportQuery(FILTERED), page: 2, pageSize: 25 }).toEqual(filtered);
    expect(bookingsExportQuery(FILTERED)).not.toHaveProperty('page');
    expect(bookingsExportQuery(PLAIN)).toEqual({ sortBy: 'BookingDate', sortOrder: 'desc' });
  });

  it('sends no blank search', () => {
    const blank = { ...PLAIN, filters: { ...NO_BOOKING_FILTERS, searchTerm: '   ' } };
    expect(bookingsFilteredQuery(blank)).toEqual(bookingsFilteredQuery(PLAIN));
  });
});
