import { NO_COLLECTION_FILTERS, type CollectionListQuery } from '@plotline/ui/screens';
import { describe, expect, it } from 'vitest';
import {
  COLLECTION_LIST_URL,
  collectionsExportQuery,
  collectionsQuery,
  collectionsViewHref,
} from './collection-list-query';

/** The collections are listed soonest due first, and only so: their query has no sort. */
const PLAIN: CollectionListQuery = {
  page: 1,
  pageSize: 10,
  filters: NO_COLLECTION_FILTERS,
  sort: null,
};

describe('the Collections list in the URL', () => {
  it('is plain /collections at the defaults', () => {
    expect(COLLECTION_LIST_URL.read(new URLSearchParams())).toEqual(PLAIN);
    expect(COLLECTION_LIST_URL.search(PLAIN).toString()).toBe('');
  });

  it('keeps every filter, the page size and the page, and reads them back', () => {
    const query: CollectionListQuery = {
      page: 2,
      pageSize: 25,
      filters: {
        state: 'overdue',
        projectId: 1,
        channelPartnerId: 7,
        dueFrom: '2026-01-01',
        dueTo: '2026-03-31',
      },
      sort: null,
    };
    const params = COLLECTION_LIST_URL.search(query);
    expect(params.toString()).toBe(
      'page=2&pageSize=25&state=overdue&projectId=1&channelPartnerId=7&dueFrom=2026-01-01&dueTo=2026-03-31',
    );
    expect(COLLECTION_LIST_URL.read(params)).toEqual(query);
  });

  it('reads what it does not offer as its default, and keeps no order', () => {
    expect(
      COLLECTION_LIST_URL.read(
        new URLSearchParams('state=late&projectId=x&dueFrom=March&sortBy=Amount&sortOrder=desc'),
      ),
    ).toEqual(PLAIN);
  });
});

describe('the queries of GET /collections and its export', () => {
  it('send only the filters set, the export without the paging', () => {
    const query = {
      ...PLAIN,
      page: 3,
      pageSize: 5 as const,
      filters: { ...NO_COLLECTION_FILTERS, state: 'due' as const, dueTo: '2026-03-31' },
    };
    expect(collectionsQuery(PLAIN)).toEqual({ page: 1, pageSize: 10 });
    expect(collectionsQuery(query)).toEqual({
      page: 3,
      pageSize: 5,
      state: 'due',
      dueTo: '2026-03-31',
    });
    expect(collectionsExportQuery(query)).toEqual({ state: 'due', dueTo: '2026-03-31' });
  });
});

it('leads the Dashboard card’s figures to the list they count', () => {
  expect(collectionsViewHref('all', '2026-03-14')).toBe('/collections');
  expect(collectionsViewHref('overdue', '2026-03-14')).toBe('/collections?state=overdue');
  expect(collectionsViewHref('dueThisMonth', '2026-03-14')).toBe(
    '/collections?state=due&dueFrom=2026-03-14&dueTo=2026-03-31',
  );
});
