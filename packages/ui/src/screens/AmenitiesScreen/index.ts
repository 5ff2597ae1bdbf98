export { AmenitiesScreen, type AmenitiesScreenProps } from './AmenitiesScreen';
export { AmenityCard, type AmenityCardProps } from './AmenityCard';
export { AmenityFilters, type AmenityFiltersProps } from './AmenityFilters';
export type { AmenityItem } from './amenity-item';
// How the host turns the saved form into the API's body (the domain is bundled into the build).
export { amenityRequestOf, type AmenityForm, type AmenityRequestBody } from '@plotline/domain';
