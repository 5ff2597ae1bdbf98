import {
  AMENITY_MESSAGES,
  amenityRequestOf,
  filterAmenities,
  type AmenityForm,
} from '@plotline/domain';
import {
  AmenitiesScreen,
  type AmenityDeleteOutcome,
  type AmenityItem,
  type AmenitySaveOutcome,
} from '@plotline/ui/screens';
import { ApiCallError, dataOf, failureToast } from '../../api-call';
import { useApi, useToasts } from '../../services';
import { useAmenities } from './use-amenities';
import { useAmenityFilters } from './use-amenity-filters';

/** /amenities: the catalogue of amenities projects pick from, searched and filtered in the URL. */
export function AmenitiesPage() {
  const api = useApi();
  const toasts = useToasts();
  const { data, error, isLoading, mutate } = useAmenities();
  const { filters, setSearch, setStatus } = useAmenityFilters();

  const reload = async () => {
    await mutate();
  };

  const handleSave = async (
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
    await reload();
    return { ok: true };
  };

  const handleDelete = async (amenity: AmenityItem): Promise<AmenityDeleteOutcome> => {
    try {
      await dataOf(api.DELETE('/amenities/{id}', { params: { path: { id: amenity.id } } }));
    } catch (failure) {
      toasts.error(...failureToast(failure, AMENITY_MESSAGES.deleteFailed));
      return { ok: false };
    }
    toasts.success(AMENITY_MESSAGES.deleted);
    await reload();
    return { ok: true };
  };

  return (
    <AmenitiesScreen
      // Filtered here: GET /amenities has no search or status parameter (openapi.yaml).
      amenities={data && filterAmenities(data, filters)}
      isLoading={isLoading}
      // A reload that fails keeps the cards already shown; its toast says it failed.
      loadError={error && !data ? AMENITY_MESSAGES.fetchFailed : undefined}
      onRetry={() => void reload()}
      filters={filters}
      onSearchChange={setSearch}
      onStatusChange={setStatus}
      onSave={handleSave}
      onDelete={handleDelete}
    />
  );
}
