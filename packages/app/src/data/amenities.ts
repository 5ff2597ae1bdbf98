/** Amenities: the catalogue, and the active ones a project may pick. */
import { AMENITY_MESSAGES } from '@plotline/domain';
import { useRead } from './read';

/**
 * Every amenity, in the server's order (by name). The API has no search or status filter for
 * amenities, and the catalogue is small, so the page filters what this loads in the browser.
 */
export const useAmenities = () =>
  useRead('/amenities', {}, { failureText: AMENITY_MESSAGES.fetchFailed });

/** The amenities the project form offers: only the active ones (GET /amenities/active). */
export const useActiveAmenities = () =>
  useRead('/amenities/active', {}, { failureText: AMENITY_MESSAGES.fetchFailed });
