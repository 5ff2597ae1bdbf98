import type { StoredAmenity } from '@plotline/domain';

/** An amenity as the screen shows it: the API's Amenity, or any record of the same shape. */
export type AmenityItem = StoredAmenity & {
  id: number;
  /** ISO timestamps; the cards show the dates they fall on in the screen's time zone. */
  createdAt: string;
  updatedAt: string;
};
