export { AmenitiesScreen, type AmenitiesScreenProps } from './AmenitiesScreen';
export { AmenityCard, type AmenityCardProps } from './AmenityCard';
export { AmenityFilters, type AmenityFiltersProps } from './AmenityFilters';
export type { AmenityItem } from './amenity-item';
export { NO_AMENITY_FILTERS, type AmenityListQuery } from './amenity-list-query';
// How the host filters the catalogue and turns the saved form into the API's body (the domain is
// bundled into the build).
export {
  amenityRequestOf,
  filterAmenities,
  type AmenityForm,
  type AmenityListFilters,
  type AmenityRequestBody,
} from '@plotline/domain';
