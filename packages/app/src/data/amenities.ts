/** Amenities: the catalogue, and the active ones a project may pick. */
import type { Amenity } from '@plotline/api-client';
import { AMENITY_MESSAGES } from '@plotline/domain';
import { dataOf } from '../api-call';
import { useApi } from '../services';
import { useCached } from './cache';

/**
 * Every amenity, in the server's order (by name). The API has no search or status filter for
 * amenities, and the catalogue is small, so the page filters what this loads in the browser.
 */
export function useAmenities() {
  const api = useApi();
  return useCached<Amenity[]>(['amenities', 'list'], () => dataOf(api.GET('/amenities')), {
    failureText: AMENITY_MESSAGES.fetchFailed,
  });
}

/** The amenities the project form offers: only the active ones (GET /amenities/active). */
export function useActiveAmenities() {
  const api = useApi();
  return useCached<Amenity[]>(['amenities', 'active'], () => dataOf(api.GET('/amenities/active')), {
    failureText: AMENITY_MESSAGES.fetchFailed,
  });
}
