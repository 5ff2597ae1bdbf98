/**
 * The follow-ups list's state as it lives in the URL (plain /follow-ups at the defaults; a
 * booking row links to ?bookingId=), and the query of GET /bookingfollowups/filtered for it.
 */
import { idFrom, LIST_DEFAULTS } from '@plotline/domain';
import type { ListSort } from '@plotline/ui/patterns';
import {
  followUpPeriodFilter,
  NO_FOLLOW_UP_FILTERS,
  type FollowUpListQuery,
} from '@plotline/ui/screens';
import type { FollowUpsFilteredQuery } from '../../data/follow-ups';
import { listPageHref, unsortedListUrlFormat } from '../../routing/paged-list-url-format';

const DEFAULTS = LIST_DEFAULTS.followUps;

/** The one order the list is shown in, newest first; the screen offers no other. */
const NEWEST_FIRST: ListSort<NonNullable<FollowUpsFilteredQuery['sortBy']>> = {
  sortBy: DEFAULTS.sortBy,
  sortOrder: DEFAULTS.sortOrder,
};

/** The list's URL; its query has no order (sort null), so the URL carries none. */
export const FOLLOW_UP_LIST_URL = unsortedListUrlFormat({
  noFilters: NO_FOLLOW_UP_FILTERS,
  readFilters: (params) => ({
    searchTerm: params.get('searchTerm') ?? '',
    period: followUpPeriodFilter(params.get('period')),
    bookingId: idFrom(params.get('bookingId') ?? ''),
  }),
  filterNames: ['searchTerm', 'period', 'bookingId'],
});

/** The query for a list state, newest first; a blank search, every period and no booking are not sent. */
export function followUpsFilteredQuery({
  page,
  pageSize,
  filters,
}: FollowUpListQuery): FollowUpsFilteredQuery {
  const searchTerm = filters.searchTerm.trim();
  return {
    page,
    pageSize,
    ...NEWEST_FIRST,
    ...(searchTerm && { searchTerm }),
    ...(filters.period !== null && { period: filters.period }),
    ...(filters.bookingId !== null && { bookingId: filters.bookingId }),
  };
}

/** A booking's follow-ups: the list narrowed to the booking. */
export const bookingFollowUpsHref = (bookingId: number) =>
  listPageHref('/follow-ups', FOLLOW_UP_LIST_URL, { bookingId });
