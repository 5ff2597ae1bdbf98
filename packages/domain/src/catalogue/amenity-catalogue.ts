/**
 * The Amenities screen's rules beyond validation (docs/product/screens.md "Amenities"): which
 * amenities the search and the All / Active / Inactive filter show, how an amenity fills the
 * modal, and how the modal becomes the request body.
 */
import { DEFAULT_CREATED_BY } from '../constants';
import type { AmenityForm } from './amenity-form';

export const AMENITY_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export type AmenityStatusFilter = (typeof AMENITY_STATUS_FILTERS)[number];

/** Anything but a known filter means All, so an old or hand-edited link still opens the list. */
export function amenityStatusFilterOf(value: string | null | undefined): AmenityStatusFilter {
  return AMENITY_STATUS_FILTERS.find((filter) => filter === value) ?? 'all';
}

export type AmenityListFilters = { searchTerm: string; status: AmenityStatusFilter };

/** What the list rules read of an amenity. */
export type ListedAmenity = { name: string; description: string | null; isActive: boolean };

function hasStatus(amenity: ListedAmenity, status: AmenityStatusFilter): boolean {
  if (status === 'all') return true;
  return amenity.isActive === (status === 'active');
}

/**
 * The amenities the filters show, in the order given. The search looks in what a card shows,
 * the name and the description, whatever the letter case; a blank search matches every one.
 */
export function filterAmenities<T extends ListedAmenity>(
  amenities: readonly T[],
  { searchTerm, status }: AmenityListFilters,
): T[] {
  const wanted = searchTerm.trim().toLocaleLowerCase('en-IN');
  return amenities.filter(
    (amenity) =>
      hasStatus(amenity, status) &&
      [amenity.name, amenity.description ?? ''].some((text) =>
        text.toLocaleLowerCase('en-IN').includes(wanted),
      ),
  );
}

/** An amenity as the API keeps it; the notes are its metadata. */
export type StoredAmenity = ListedAmenity & { metadata: string | null };

/** The edit modal's starting values: a missing description or note is an empty box. */
export function amenityFormOf(amenity: StoredAmenity): AmenityForm {
  return {
    name: amenity.name,
    description: amenity.description ?? '',
    isActive: amenity.isActive,
    metadata: amenity.metadata ?? '',
  };
}

export type AmenityRequestBody = {
  name: string;
  description: string | null;
  isActive: boolean;
  metadata: string | null;
  createdBy: number;
};

/**
 * The body of POST and PUT /amenities. A blank description or note is sent as null, which clears
 * it: the API keeps a field left out, and would keep spaces as text.
 */
export function amenityRequestOf(form: AmenityForm): AmenityRequestBody {
  const textOrNull = (text: string) => (text.trim() === '' ? null : text);
  return {
    name: form.name,
    description: textOrNull(form.description),
    isActive: form.isActive,
    metadata: textOrNull(form.metadata),
    createdBy: DEFAULT_CREATED_BY,
  };
}
