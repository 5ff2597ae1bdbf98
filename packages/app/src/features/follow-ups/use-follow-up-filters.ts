import {
  followUpPeriodFrom,
  idFrom,
  type FollowUpListFilters,
  type FollowUpPeriod,
} from '@plotline/domain';
import { useUrlSearch, withParam } from '../../routing/url-search';

/**
 * The search, the period and the booking the list is narrowed to, kept in the URL
 * (?search=…&period=today|thisWeek|upcoming|overdue&bookingId=…) so a reload, a bookmark or a
 * booking row's link shows the same. A period change or showing every booking is a new history
 * entry; typing replaces the entry once it pauses (useUrlSearch).
 */
export function useFollowUpFilters() {
  const { params, search, setSearch, write } = useUrlSearch();

  const filters: FollowUpListFilters = {
    searchTerm: search,
    period: followUpPeriodFrom(params.get('period')),
  };

  return {
    filters,
    bookingId: idFrom(params.get('bookingId') ?? ''),
    setSearch,
    setPeriod: (period: FollowUpPeriod) =>
      write((current) => withParam(current, 'period', period, 'all')),
    showAllBookings: () => write((current) => withParam(current, 'bookingId', '')),
  };
}
