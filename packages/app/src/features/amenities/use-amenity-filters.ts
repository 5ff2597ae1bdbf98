import {
  amenityStatusFilterOf,
  type AmenityListFilters,
  type AmenityStatusFilter,
} from '@plotline/domain';
import { useUrlSearch, withParam } from '../../routing/url-search';

/**
 * The search and the status filter, kept in the URL (?search=…&status=active|inactive) so a
 * reload, a bookmark or Back restores them. A status change is a new history entry; typing
 * replaces the entry once it pauses (useUrlSearch).
 */
export function useAmenityFilters() {
  const { params, search, setSearch, write } = useUrlSearch();

  const filters: AmenityListFilters = {
    searchTerm: search,
    status: amenityStatusFilterOf(params.get('status')),
  };

  const setStatus = (status: AmenityStatusFilter) =>
    write((current) => withParam(current, 'status', status, 'all'));

  return { filters, setSearch, setStatus };
}
