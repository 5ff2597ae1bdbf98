export { AmenitiesScreen, type AmenitiesScreenProps } from './AmenitiesScreen';
export type { AmenityItem } from './amenity-item';
