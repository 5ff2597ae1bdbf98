import { permissionModuleFilterOf } from '@plotline/domain';
import { NO_PERMISSION_FILTERS } from '@plotline/ui/screens';
import { wholeListUrlFormat } from '../../routing/paged-list-url-format';

/**
 * The table's search and module as they live in the URL (?searchTerm=…&module=…), so a reload, a
 * bookmark or Back restores them; the catalogue is loaded whole and shown in one table.
 */
export const PERMISSION_LIST_URL = wholeListUrlFormat({
  noFilters: NO_PERMISSION_FILTERS,
  readFilters: (params) => ({
    searchTerm: params.get('searchTerm') ?? '',
    module: permissionModuleFilterOf(params.get('module')),
  }),
  filterNames: ['searchTerm', 'module'],
});
