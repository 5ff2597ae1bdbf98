import { amenityStatusFilterOf } from '@plotline/domain';
import type { AmenityListQuery } from '@plotline/ui/screens';
import type { FilterChange } from '@plotline/ui/patterns';
import { wholeListQuery } from '../../routing/whole-list-query';
import { useUrlSearch, withParam } from '../../routing/url-search';

/**
 * The grid's query, its search and status kept in the URL (?search=…&status=active|inactive) so a
 * reload, a bookmark or Back restores them. A status change is a new history entry; typing
 * replaces the entry once it pauses (useUrlSearch). The catalogue is loaded whole and shown on one
 * grid: page 1 at the default page size, in the order the API keeps.
 */
export function useAmenityListQuery() {
  const { params, search, setSearch, write } = useUrlSearch();

  const query: AmenityListQuery = wholeListQuery({
    searchTerm: search,
    status: amenityStatusFilterOf(params.get('status')),
  });

  const onQueryChange = ({ filters }: AmenityListQuery, how: FilterChange) => {
    if (how === 'typed') setSearch(filters.searchTerm);
    else
      write((current) =>
        withParam(
          withParam(current, 'search', filters.searchTerm),
          'status',
          filters.status,
          'all',
        ),
      );
  };

  return { query, onQueryChange };
}
