import { permissionModuleFilterOf } from '@plotline/domain';
import type { FilterChange } from '@plotline/ui/patterns';
import type { PermissionListQuery } from '@plotline/ui/screens';
import { wholeListQuery } from '../../routing/whole-list-query';
import { useUrlSearch, withParam } from '../../routing/url-search';

/**
 * The table's query, its search and module kept in the URL (?search=…&module=…) so a reload, a
 * bookmark or Back restores them. A module change is a new history entry; typing replaces the
 * entry once it pauses (useUrlSearch). The catalogue is loaded whole and shown in one table: page
 * 1 at the default page size, in the order the host sorts it.
 */
export function usePermissionListQuery() {
  const { params, search, setSearch, write } = useUrlSearch();

  const query: PermissionListQuery = wholeListQuery({
    searchTerm: search,
    module: permissionModuleFilterOf(params.get('module')),
  });

  const onQueryChange = ({ filters }: PermissionListQuery, how: FilterChange) => {
    if (how === 'typed') setSearch(filters.searchTerm);
    else
      write((current) =>
        withParam(withParam(current, 'search', filters.searchTerm), 'module', filters.module ?? ''),
      );
  };

  return { query, onQueryChange };
}
