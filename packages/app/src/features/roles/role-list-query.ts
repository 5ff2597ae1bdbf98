import { NO_ROLE_FILTERS } from '@plotline/ui/screens';
import { wholeListUrlFormat } from '../../routing/paged-list-url-format';

/**
 * The table's search as it lives in the URL (?searchTerm=…), so a reload, a bookmark or Back
 * restores it; the roles are loaded whole and shown in one table.
 */
export const ROLE_LIST_URL = wholeListUrlFormat({
  noFilters: NO_ROLE_FILTERS,
  readFilters: (params) => ({ searchTerm: params.get('searchTerm') ?? '' }),
  filterNames: ['searchTerm'],
});
