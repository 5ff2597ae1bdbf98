import type { RoleListQuery } from '@plotline/ui/screens';
import { wholeListQuery } from '../../routing/whole-list-query';
import { useUrlSearch } from '../../routing/url-search';

/**
 * The table's query, its search kept in the URL (?search=…) so a reload, a bookmark or Back
 * restores it; typing replaces the entry once it pauses (useUrlSearch). The roles are loaded whole
 * and shown in one table: page 1 at the default page size, in the order the host sorts them.
 */
export function useRoleListQuery() {
  const { search, setSearch } = useUrlSearch();

  const query: RoleListQuery = wholeListQuery({ searchTerm: search });

  // The search is the table's one filter, and it is only ever typed.
  const onQueryChange = ({ filters }: RoleListQuery) => setSearch(filters.searchTerm);

  return { query, onQueryChange };
}
