/**
 * The follow-ups list's state as it lives in the URL (plain /follow-ups at the defaults; a
 * booking row links to ?bookingId=), and the query of GET /bookingfollowups/filtered for it.
 */
import {
  followUpPeriodFrom,
  idFrom,
  LIST_DEFAULTS,
  NO_FOLLOW_UP_FILTERS,
  parsePageSize,
  type FollowUpListFilters,
} from '@plotline/domain';
import type { ListSort } from '@plotline/ui/patterns';
import type { FollowUpsFilteredQuery } from '../../data/follow-ups';
import {
  listPageHref,
  pagedListUrlFormat,
  type PagedListQuery,
} from '../../routing/paged-list-url-format';

/** The screen's filters, and the booking the list may be narrowed to. */
export type FollowUpUrlFilters = FollowUpListFilters & { bookingId: number | null };

type FollowUpSortBy = NonNullable<FollowUpsFilteredQuery['sortBy']>;

export type FollowUpListQuery = PagedListQuery<FollowUpUrlFilters, ListSort<FollowUpSortBy>>;

const DEFAULTS = LIST_DEFAULTS.followUps;

const SORT_BYS: readonly FollowUpSortBy[] = ['FollowUpDate', 'NextFollowUpDate'];

export const FOLLOW_UP_LIST_URL = pagedListUrlFormat({
  noFilters: { ...NO_FOLLOW_UP_FILTERS, bookingId: null } satisfies FollowUpUrlFilters,
  defaultSort: { sortBy: DEFAULTS.sortBy, sortOrder: DEFAULTS.sortOrder },
  sortBys: SORT_BYS,
  readFilters: (params) => ({
    searchTerm: params.get('searchTerm') ?? '',
    period: followUpPeriodFrom(params.get('period')),
    pageSize: parsePageSize(params.get('pageSize')),
    bookingId: idFrom(params.get('bookingId') ?? ''),
  }),
  filterNames: ['searchTerm', 'period', 'bookingId'],
});

/** The query for a list state; a blank search, 'all' and no booking are not sent. */
export function followUpsFilteredQuery({
  page,
  filters,
  sort,
}: FollowUpListQuery): FollowUpsFilteredQuery {
  const searchTerm = filters.searchTerm.trim();
  return {
    page,
    pageSize: filters.pageSize,
    sortBy: sort.sortBy,
    sortOrder: sort.sortOrder,
    ...(searchTerm && { searchTerm }),
    ...(filters.period !== 'all' && { period: filters.period }),
    ...(filters.bookingId !== null && { bookingId: filters.bookingId }),
  };
}

/** A booking's follow-ups: the list narrowed to the booking. */
export const bookingFollowUpsHref = (bookingId: number) =>
  listPageHref('/follow-ups', FOLLOW_UP_LIST_URL, { bookingId });
