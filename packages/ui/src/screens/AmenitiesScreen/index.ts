export {
  AmenitiesScreen,
  type AmenitiesScreenProps,
  type AmenityDeleteOutcome,
} from './AmenitiesScreen';
export type { AmenitySaveOutcome } from './AmenityFormModal';
export type { AmenityItem } from './amenity-item';
