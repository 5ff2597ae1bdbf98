/**
 * The users list's state as it lives in the URL (plain /users at the defaults), and the query of
 * GET /users/filtered for it.
 */
import { LIST_DEFAULTS, parsePageSize } from '@plotline/domain';
import type { UserFilters, UserSort, UserSortBy } from '@plotline/ui/screens';
import type { UsersFilteredQuery } from '../../data/users';
import {
  listPageHref,
  pagedListUrlFormat,
  type PagedListQuery,
} from '../../routing/paged-list-url-format';

export type UserListQuery = PagedListQuery<UserFilters, UserSort>;

const DEFAULTS = LIST_DEFAULTS.users;

export const NO_USER_FILTERS: UserFilters = { searchTerm: '', pageSize: DEFAULTS.pageSize };

const SORT_BYS: readonly UserSortBy[] = ['Username', 'Name', 'LastLoginAt', 'CreatedAt'];

export const USER_LIST_URL = pagedListUrlFormat({
  noFilters: NO_USER_FILTERS,
  defaultSort: { sortBy: DEFAULTS.sortBy, sortOrder: DEFAULTS.sortOrder },
  sortBys: SORT_BYS,
  readFilters: (params) => ({
    searchTerm: params.get('searchTerm') ?? '',
    pageSize: parsePageSize(params.get('pageSize')),
  }),
  filterNames: ['searchTerm'],
});

/** The query of GET /users/filtered for a list state; a blank search is not sent. */
export function usersFilteredQuery({ page, filters, sort }: UserListQuery): UsersFilteredQuery {
  const searchTerm = filters.searchTerm.trim();
  return {
    page,
    pageSize: filters.pageSize,
    sortBy: sort.sortBy,
    sortOrder: sort.sortOrder,
    ...(searchTerm && { searchTerm }),
  };
}

/** The users list searched for `searchTerm`, e.g. a username to find that user's row. */
export const usersSearchHref = (searchTerm: string) =>
  listPageHref('/users', USER_LIST_URL, { searchTerm });
