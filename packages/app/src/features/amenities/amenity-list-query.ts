import { amenityStatusFilterOf } from '@plotline/domain';
import { NO_AMENITY_FILTERS } from '@plotline/ui/screens';
import { wholeListUrlFormat } from '../../routing/paged-list-url-format';

/**
 * The grid's search and status as they live in the URL (?searchTerm=…&status=active|inactive), so
 * a reload, a bookmark or Back restores them; the catalogue is loaded whole and shown on one grid.
 */
export const AMENITY_LIST_URL = wholeListUrlFormat({
  noFilters: NO_AMENITY_FILTERS,
  readFilters: (params) => ({
    searchTerm: params.get('searchTerm') ?? '',
    status: amenityStatusFilterOf(params.get('status')),
  }),
  filterNames: ['searchTerm', 'status'],
});
