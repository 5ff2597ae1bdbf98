import { NO_CHANNEL_PARTNER_FILTERS, type ChannelPartnerListQuery } from '@plotline/ui/screens';
import { describe, expect, it } from 'vitest';
import { PARTNER_LIST_URL, partnersExportQuery, partnersFilteredQuery } from './partner-list-query';

const { read, search } = PARTNER_LIST_URL;

const PLAIN: ChannelPartnerListQuery = {
  page: 1,
  pageSize: 10,
  filters: NO_CHANNEL_PARTNER_FILTERS,
  sort: { sortBy: 'Name', sortOrder: 'asc' },
};

const FILTERED: ChannelPartnerListQuery = {
  page: 3,
  pageSize: 50,
  filters: {
    searchTerm: 'ravi e',
    isActive: false,
    natureId: 3,
    name: 'Estates',
    mobileNumber: '98765',
  },
  sort: { sortBy: 'CreatedAt', sortOrder: 'desc' },
};

describe('the channel partner list in the URL', () => {
  it('is plain /channel-partners at the defaults', () => {
    expect(read(new URLSearchParams())).toEqual(PLAIN);
    expect(search(PLAIN).toString()).toBe('');
  });

  it('keeps every filter, the sort and the page, and reads them back', () => {
    const params = search(FILTERED);
    expect(params.toString()).toBe(
      'page=3&pageSize=50&sortBy=CreatedAt&sortOrder=desc&searchTerm=ravi+e&isActive=false' +
        '&natureId=3&name=Estates&mobileNumber=98765',
    );
    expect(read(params)).toEqual(FILTERED);
  });

  it('keeps Active as isActive=true', () => {
    const active = { ...PLAIN, filters: { ...NO_CHANNEL_PARTNER_FILTERS, isActive: true } };
    expect(search(active).toString()).toBe('isActive=true');
    expect(read(search(active))).toEqual(active);
  });

  it('reads values the list does not offer as its defaults', () => {
    const params = new URLSearchParams(
      'page=-1&pageSize=9&sortBy=Mobile&sortOrder=sideways&isActive=yes&natureId=6',
    );
    expect(read(params)).toEqual(PLAIN);
    expect(read(new URLSearchParams('natureId=2.5')).filters.natureId).toBeNull();
  });

  it('keeps only the digits of a mobile number', () => {
    expect(read(new URLSearchParams('mobileNumber=98-765 x')).filters.mobileNumber).toBe('98765');
  });
});

describe('the queries of GET /channelpartners/filtered and GET /channelpartners/export', () => {
  it('sends paging and sort always, and only the filters that are set, trimmed', () => {
    expect(partnersFilteredQuery(PLAIN)).toEqual({
      page: 1,
      pageSize: 10,
      sortBy: 'Name',
      sortOrder: 'asc',
    });
    expect(
      partnersFilteredQuery({
        ...FILTERED,
        filters: { ...FILTERED.filters, searchTerm: ' ravi ', name: ' Estates ' },
      }),
    ).toEqual({
      page: 3,
      pageSize: 50,
      sortBy: 'CreatedAt',
      sortOrder: 'desc',
      searchTerm: 'ravi',
      isActive: 'false',
      natureId: 3,
      name: 'Estates',
      mobileNumber: '98765',
    });
  });

  it('exports the same filters and sort, on every page', () => {
    expect({ ...partnersExportQuery(FILTERED), page: 3, pageSize: 50 }).toEqual(
      partnersFilteredQuery(FILTERED),
    );
    expect(partnersExportQuery(PLAIN)).toEqual({ sortBy: 'Name', sortOrder: 'asc' });
  });

  it('sends no blank search or name', () => {
    const blank = {
      ...PLAIN,
      filters: { ...NO_CHANNEL_PARTNER_FILTERS, searchTerm: '  ', name: ' ' },
    };
    expect(partnersFilteredQuery(blank)).toEqual(partnersFilteredQuery(PLAIN));
  });
});
