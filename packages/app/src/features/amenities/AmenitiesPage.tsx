import { AMENITY_MESSAGES, filterAmenities } from '@plotline/domain';
import { AmenitiesScreen } from '@plotline/ui/screens';
import { useState } from 'react';
import { useAmenities } from '../../data/amenities';
import { loadedListState } from '../../data/list-state';
import { useChangedWhileEditing } from '../../live/use-changed-while-editing';
import { useListUrl } from '../../routing/paged-list-url';
import { AMENITY_LIST_URL } from './amenity-list-query';
import { useAmenityChanges } from './use-amenity-changes';

/**
 * /amenities: the catalogue of amenities projects pick from, loaded whole through GET /amenities
 * and filtered here by the query, whose search and status live in the URL.
 */
export function AmenitiesPage() {
  const amenities = useAmenities();
  const { query, onQueryChange } = useListUrl(AMENITY_LIST_URL);
  const changes = useAmenityChanges();
  const [editingAmenityId, setEditingAmenityId] = useState<number | null>(null);
  const notice = useChangedWhileEditing('amenity', editingAmenityId);

  return (
    <AmenitiesScreen
      list={loadedListState(
        amenities,
        // Filtered here: GET /amenities has no search or status parameter (openapi.yaml).
        filterAmenities(amenities.data ?? [], query.filters),
        AMENITY_MESSAGES.fetchFailed,
      )}
      query={query}
      onQueryChange={onQueryChange}
      onSave={changes.save}
      editing={{ onEditingChange: setEditingAmenityId, notice }}
      onDelete={changes.remove}
    />
  );
}
