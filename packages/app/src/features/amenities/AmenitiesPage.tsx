import { AMENITY_MESSAGES, filterAmenities } from '@plotline/domain';
import { AmenitiesScreen } from '@plotline/ui/screens';
import { useAmenities } from '../../data/amenities';
import { useAmenityChanges } from './use-amenity-changes';
import { useAmenityFilters } from './use-amenity-filters';

/** /amenities: the catalogue of amenities projects pick from, searched and filtered in the URL. */
export function AmenitiesPage() {
  const { data, error, isLoading, mutate } = useAmenities();
  const { filters, setSearch, setStatus } = useAmenityFilters();
  const changes = useAmenityChanges();

  return (
    <AmenitiesScreen
      // Filtered here: GET /amenities has no search or status parameter (openapi.yaml).
      amenities={data && filterAmenities(data, filters)}
      isLoading={isLoading}
      // A reload that fails keeps the cards already shown; its toast says it failed.
      loadError={error && !data ? AMENITY_MESSAGES.fetchFailed : undefined}
      onRetry={() => void mutate()}
      filters={filters}
      onSearchChange={setSearch}
      onStatusChange={setStatus}
      onSave={changes.save}
      onDelete={changes.remove}
    />
  );
}
