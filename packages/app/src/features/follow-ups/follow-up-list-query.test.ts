import { NO_FOLLOW_UP_FILTERS, type FollowUpListQuery } from '@plotline/ui/screens';
import { describe, expect, it } from 'vitest';
import {
  bookingFollowUpsHref,
  FOLLOW_UP_LIST_URL,
  followUpsFilteredQuery,
} from './follow-up-list-query';

const PLAIN: FollowUpListQuery = {
  page: 1,
  pageSize: 10,
  filters: NO_FOLLOW_UP_FILTERS,
  sort: null,
};

describe('the follow-ups list in the URL', () => {
  it('is plain /follow-ups at the defaults', () => {
    expect(FOLLOW_UP_LIST_URL.read(new URLSearchParams())).toEqual(PLAIN);
    expect(FOLLOW_UP_LIST_URL.search(PLAIN).toString()).toBe('');
  });

  it('keeps the search, period, booking, page size and page, and reads them back', () => {
    const query: FollowUpListQuery = {
      page: 3,
      pageSize: 5,
      filters: { searchTerm: 'ravi k', period: 'overdue', bookingId: 7 },
      sort: null,
    };
    const params = FOLLOW_UP_LIST_URL.search(query);
    expect(params.toString()).toBe(
      'page=3&pageSize=5&searchTerm=ravi+k&period=overdue&bookingId=7',
    );
    expect(FOLLOW_UP_LIST_URL.read(params)).toEqual(query);
  });

  it("reads 'all', and values the list does not offer, as no filter", () => {
    expect(
      FOLLOW_UP_LIST_URL.read(
        new URLSearchParams('period=all&bookingId=x&pageSize=7&sortBy=NextFollowUpDate'),
      ),
    ).toEqual(PLAIN);
    expect(FOLLOW_UP_LIST_URL.read(new URLSearchParams('period=soon'))).toEqual(PLAIN);
  });

  it("links to one booking's follow-ups", () => {
    expect(bookingFollowUpsHref(12)).toBe('/follow-ups?bookingId=12');
  });
});

describe('the query of GET /bookingfollowups/filtered', () => {
  it('sends paging and the newest first always, and each filter only when set', () => {
    expect(followUpsFilteredQuery(PLAIN)).toEqual({
      page: 1,
      pageSize: 10,
      sortBy: 'FollowUpDate',
      sortOrder: 'desc',
    });
    const filtered = {
      ...PLAIN,
      filters: { searchTerm: ' ravi ', period: 'today', bookingId: 3 },
    } satisfies FollowUpListQuery;
    expect(followUpsFilteredQuery(filtered)).toMatchObject({
      searchTerm: 'ravi',
      period: 'today',
      bookingId: 3,
    });
    const blank = { ...PLAIN, filters: { ...NO_FOLLOW_UP_FILTERS, searchTerm: '  ' } };
    expect(followUpsFilteredQuery(blank)).toEqual(followUpsFilteredQuery(PLAIN));
  });
});
