/**
 * Adding, editing and deleting amenities: the calls, their SPEC.md section 8 toasts, and a
 * reload of the amenities afterwards. Each resolves with what the screen needs to close its
 * dialog or keep it open.
 */
import { AMENITY_MESSAGES, amenityRequestOf, type AmenityForm } from '@plotline/domain';
import type { AmenityDeleteOutcome, AmenityItem, AmenitySaveOutcome } from '@plotline/ui/screens';
import { ApiCallError, dataOf, failureToast } from '../../api-call';
import { useReload } from '../../data/cache';
import { useApi, useToasts } from '../../services';

export function useAmenityChanges() {
  const api = useApi();
  const toasts = useToasts();
  const reload = useReload();

  const saveAmenity = async (
    form: AmenityForm,
    amenity: AmenityItem | null,
  ): Promise<AmenitySaveOutcome> => {
    const body = amenityRequestOf(form);
    try {
      await dataOf(
        amenity
          ? api.PUT('/amenities/{id}', { params: { path: { id: amenity.id } }, body })
          : api.POST('/amenities', { body }),
      );
    } catch (failure) {
      toasts.error(
        ...failureToast(
          failure,
          amenity ? AMENITY_MESSAGES.updateFailed : AMENITY_MESSAGES.createFailed,
        ),
      );
      const fieldErrors = failure instanceof ApiCallError ? failure.fieldErrors : {};
      return { ok: false, fieldErrors };
    }
    toasts.success(amenity ? AMENITY_MESSAGES.updated : AMENITY_MESSAGES.created);
    // The modal closes on the reloaded list, so the saved card is there when it does.
    await reload('amenities');
    return { ok: true };
  };

  const deleteAmenity = async (amenity: AmenityItem): Promise<AmenityDeleteOutcome> => {
    try {
      await dataOf(api.DELETE('/amenities/{id}', { params: { path: { id: amenity.id } } }));
    } catch (failure) {
      toasts.error(...failureToast(failure, AMENITY_MESSAGES.deleteFailed));
      return { ok: false };
    }
    toasts.success(AMENITY_MESSAGES.deleted);
    await reload('amenities');
    return { ok: true };
  };

  return { saveAmenity, deleteAmenity };
}
