import {
  amenityStatusFilterOf,
  type AmenityListFilters,
  type AmenityStatusFilter,
} from '@plotline/domain';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';

/** How long typing must pause before the URL takes the search. */
export const SEARCH_URL_DELAY_MS = 300;

/** A parameter set, or left out at its default, so the plain list is plain /amenities. */
function withParam(params: URLSearchParams, name: string, value: string, byDefault: string) {
  const next = new URLSearchParams(params);
  if (value === byDefault) next.delete(name);
  else next.set(name, value);
  return next;
}

const withSearch = (params: URLSearchParams, search: string) =>
  withParam(params, 'search', search, '');

const withStatus = (params: URLSearchParams, status: AmenityStatusFilter) =>
  withParam(params, 'status', status, 'all');

/**
 * The search and the status filter, kept in the URL (?search=…&status=active|inactive) so a
 * reload, a bookmark or Back restores them. A status change is a new history entry; typing
 * replaces the entry once it pauses, so Back does not step through every letter. The list
 * follows the search box at once: only the URL waits.
 */
export function useAmenityFilters() {
  const [params, setParams] = useSearchParams();
  // What was typed and is not in the URL yet.
  const [typedSearch, setTypedSearch] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // A write still waiting when the page goes would bring the user back to it.
  useEffect(() => () => clearTimeout(timer.current), []);

  const filters: AmenityListFilters = {
    search: typedSearch ?? params.get('search') ?? '',
    status: amenityStatusFilterOf(params.get('status')),
  };

  const setSearch = (search: string) => {
    setTypedSearch(search);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setParams((current) => withSearch(current, search), { replace: true });
      setTypedSearch(null);
    }, SEARCH_URL_DELAY_MS);
  };

  const setStatus = (status: AmenityStatusFilter) => {
    clearTimeout(timer.current);
    // The new entry takes what was typed with it.
    setParams((current) =>
      withStatus(typedSearch === null ? current : withSearch(current, typedSearch), status),
    );
    setTypedSearch(null);
  };

  return { filters, setSearch, setStatus };
}
