import {
  followUpPeriodFrom,
  idFrom,
  type FollowUpListFilters,
  type FollowUpPeriod,
} from '@plotline/domain';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';

/** How long typing must pause before the URL takes the search. */
export const SEARCH_URL_DELAY_MS = 300;

/** A parameter set, or left out at its default, so the plain list is plain /follow-ups. */
function withParam(params: URLSearchParams, name: string, value: string, byDefault: string) {
  const next = new URLSearchParams(params);
  if (value === byDefault) next.delete(name);
  else next.set(name, value);
  return next;
}

const withSearch = (params: URLSearchParams, search: string) =>
  withParam(params, 'search', search, '');

/**
 * The search, the period and the booking the list is narrowed to, kept in the URL
 * (?search=…&period=today|thisWeek|upcoming|overdue&bookingId=…) so a reload, a bookmark or a
 * booking row's link shows the same. A period change or showing every booking is a new history
 * entry; typing replaces the entry once it pauses, so Back does not step through every letter.
 * The list follows the search box at once: only the URL waits.
 */
export function useFollowUpFilters() {
  const [params, setParams] = useSearchParams();
  // What was typed and is not in the URL yet.
  const [typedSearch, setTypedSearch] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // A write still waiting when the page goes would bring the user back to it.
  useEffect(() => () => clearTimeout(timer.current), []);

  const filters: FollowUpListFilters = {
    searchTerm: typedSearch ?? params.get('search') ?? '',
    period: followUpPeriodFrom(params.get('period')),
  };

  const setSearch = (search: string) => {
    setTypedSearch(search);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setParams((current) => withSearch(current, search), { replace: true });
      setTypedSearch(null);
    }, SEARCH_URL_DELAY_MS);
  };

  /** A new entry, taking what was typed with it. */
  const push = (change: (current: URLSearchParams) => URLSearchParams) => {
    clearTimeout(timer.current);
    setParams((current) =>
      change(typedSearch === null ? current : withSearch(current, typedSearch)),
    );
    setTypedSearch(null);
  };

  return {
    filters,
    bookingId: idFrom(params.get('bookingId') ?? ''),
    setSearch,
    setPeriod: (period: FollowUpPeriod) =>
      push((current) => withParam(current, 'period', period, 'all')),
    showAllBookings: () => push((current) => withParam(current, 'bookingId', '', '')),
  };
}
