import type { AmenityListFilters } from '@plotline/domain';
import type { ListQuery } from '../../patterns';

/** Every filter off: all amenities, active or not. */
export const NO_AMENITY_FILTERS: AmenityListFilters = { searchTerm: '', status: 'all' };

/**
 * What the grid shows: the search and the status. The catalogue is loaded whole and shown on one
 * grid, so the page stays 1 at the default page size, and its order is the host's (sort null).
 */
export type AmenityListQuery = ListQuery<AmenityListFilters, null>;
