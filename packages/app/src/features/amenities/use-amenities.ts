import type { Amenity } from '@plotline/api-client';
import { AMENITY_MESSAGES } from '@plotline/domain';
import useSWR from 'swr';
import { dataOf } from '../../api-call';
import { useApi, useToasts } from '../../services';

/** The SWR key of GET /amenities, which the page reloads after each change. */
export const AMENITIES_KEY = '/amenities';

/**
 * Every amenity, in the server's order (by name). The API has no search or status filter for
 * amenities, and the catalogue is small, so the page filters what this loads in the browser.
 */
export function useAmenities() {
  const api = useApi();
  const toasts = useToasts();
  return useSWR<Amenity[]>(AMENITIES_KEY, () => dataOf(api.GET('/amenities')), {
    onError: () => toasts.error(AMENITY_MESSAGES.fetchFailed),
  });
}
