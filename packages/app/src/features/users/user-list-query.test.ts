import { NO_USER_FILTERS, type UserListQuery } from '@plotline/ui/screens';
import { describe, expect, it } from 'vitest';
import { USER_LIST_URL, usersFilteredQuery, usersSearchHref } from './user-list-query';

const PLAIN: UserListQuery = {
  page: 1,
  pageSize: 10,
  filters: NO_USER_FILTERS,
  sort: { sortBy: 'Username', sortOrder: 'asc' },
};

describe('the users list in the URL', () => {
  it('is plain /users at the defaults', () => {
    expect(USER_LIST_URL.read(new URLSearchParams())).toEqual(PLAIN);
    expect(USER_LIST_URL.search(PLAIN).toString()).toBe('');
  });

  it('keeps the search, page size, sort and page, and reads them back', () => {
    const query: UserListQuery = {
      page: 2,
      pageSize: 25,
      filters: { searchTerm: 'ravi k' },
      sort: { sortBy: 'LastLoginAt', sortOrder: 'desc' },
    };
    const params = USER_LIST_URL.search(query);
    expect(params.toString()).toBe(
      'page=2&pageSize=25&sortBy=LastLoginAt&sortOrder=desc&searchTerm=ravi+k',
    );
    expect(USER_LIST_URL.read(params)).toEqual(query);
  });

  it('links to the list searched for a username, and to the plain list for none', () => {
    expect(usersSearchHref('kiran')).toBe('/users?searchTerm=kiran');
    expect(usersSearchHref('')).toBe('/users');
  });

  it('reads values the list does not offer as its defaults', () => {
    expect(USER_LIST_URL.read(new URLSearchParams('page=x&pageSize=7&sortBy=Email'))).toEqual(
      PLAIN,
    );
  });
});

describe('the query of GET /users/filtered', () => {
  it('sends paging and sort always, and the search only when set, trimmed', () => {
    expect(usersFilteredQuery(PLAIN)).toEqual({
      page: 1,
      pageSize: 10,
      sortBy: 'Username',
      sortOrder: 'asc',
    });
    const searched = { ...PLAIN, filters: { ...NO_USER_FILTERS, searchTerm: ' asha ' } };
    expect(usersFilteredQuery(searched)).toMatchObject({ searchTerm: 'asha' });
    const blank = { ...PLAIN, filters: { ...NO_USER_FILTERS, searchTerm: '  ' } };
    expect(usersFilteredQuery(blank)).toEqual(usersFilteredQuery(PLAIN));
  });
});
