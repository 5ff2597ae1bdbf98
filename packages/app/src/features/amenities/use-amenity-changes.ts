/** Adding, editing and deleting amenities, with their docs/product/messages.md toasts. */
import { AMENITY_MESSAGES, amenityRequestOf, type AmenityForm } from '@plotline/domain';
import type { AmenityItem } from '@plotline/ui/screens';
import { recordChangeTexts, useRecordChanges } from '../../data/use-record-changes';
import { useApi } from '../../services';

export function useAmenityChanges() {
  const api = useApi();
  const at = ({ id }: AmenityItem) => ({ params: { path: { id } } });
  return useRecordChanges<AmenityItem, AmenityForm>(
    'amenity',
    recordChangeTexts(AMENITY_MESSAGES),
    {
      create: (form) => api.POST('/amenities', { body: amenityRequestOf(form) }),
      update: (item, form) =>
        api.PUT('/amenities/{id}', { ...at(item), body: amenityRequestOf(form) }),
      remove: (item) => api.DELETE('/amenities/{id}', at(item)),
    },
  );
}
