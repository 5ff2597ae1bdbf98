import { AMENITY_MESSAGES, filterAmenities } from '@plotline/domain';
import { AmenitiesScreen } from '@plotline/ui/screens';
import { useState } from 'react';
import { useAmenities } from '../../data/amenities';
import { loadedListState } from '../../data/list-state';
import { useChangedWhileEditing } from '../../live/use-changed-while-editing';
import { useAmenityChanges } from './use-amenity-changes';
import { useAmenityFilters } from './use-amenity-filters';

/** /amenities: the catalogue of amenities projects pick from, searched and filtered in the URL. */
export function AmenitiesPage() {
  const amenities = useAmenities();
  const { filters, setSearch, setStatus } = useAmenityFilters();
  const changes = useAmenityChanges();
  const [editingAmenityId, setEditingAmenityId] = useState<number | null>(null);
  const editNotice = useChangedWhileEditing('amenity', editingAmenityId);

  return (
    <AmenitiesScreen
      list={loadedListState(
        amenities,
        // Filtered here: GET /amenities has no search or status parameter (openapi.yaml).
        filterAmenities(amenities.data ?? [], filters),
        AMENITY_MESSAGES.fetchFailed,
      )}
      filters={filters}
      onSearchChange={setSearch}
      onStatusChange={setStatus}
      onSave={changes.save}
      onEditingChange={setEditingAmenityId}
      editNotice={editNotice}
      onDelete={changes.remove}
    />
  );
}
