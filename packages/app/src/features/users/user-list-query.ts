/**
 * The users list's query as it lives in the URL (plain /users at the defaults), and the query of
 * GET /users/filtered for it.
 */
import { LIST_DEFAULTS } from '@plotline/domain';
import { NO_USER_FILTERS, type UserListQuery, type UserSortBy } from '@plotline/ui/screens';
import type { UsersFilteredQuery } from '../../data/users';
import { listPageHref, listUrlFormat } from '../../routing/paged-list-url-format';

const DEFAULTS = LIST_DEFAULTS.users;

const SORT_BYS: readonly UserSortBy[] = ['Username', 'Name', 'LastLoginAt', 'CreatedAt'];

export const USER_LIST_URL = listUrlFormat({
  noFilters: NO_USER_FILTERS,
  defaultSort: { sortBy: DEFAULTS.sortBy, sortOrder: DEFAULTS.sortOrder },
  sortBys: SORT_BYS,
  readFilters: (params) => ({ searchTerm: params.get('searchTerm') ?? '' }),
  filterNames: ['searchTerm'],
});

/** The query of GET /users/filtered for a list query; a blank search is not sent. */
export function usersFilteredQuery({
  page,
  pageSize,
  filters,
  sort,
}: UserListQuery): UsersFilteredQuery {
  const searchTerm = filters.searchTerm.trim();
  return {
    page,
    pageSize,
    sortBy: sort.sortBy,
    sortOrder: sort.sortOrder,
    ...(searchTerm && { searchTerm }),
  };
}

/** The users list searched for `searchTerm`, e.g. a username to find that user's row. */
export const usersSearchHref = (searchTerm: string) =>
  listPageHref('/users', USER_LIST_URL, { searchTerm });
