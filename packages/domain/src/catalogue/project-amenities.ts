/**
 * Adding amenities to a project: each amenity once, with an area in sq ft
 * (docs/product/validation.md).
 */
import type { ProjectAmenityRow } from './project-form';

export const DEFAULT_AMENITY_AREA = 0;

export type AmenityChoice = {
  id: number;
  name: string;
  description?: string;
};

export function canAddAmenity(rows: readonly ProjectAmenityRow[], amenityId: number): boolean {
  return !rows.some((row) => row.amenityId === amenityId);
}

export function newProjectAmenityRow(amenity: AmenityChoice): ProjectAmenityRow {
  return {
    amenityId: amenity.id,
    name: amenity.name,
    area: DEFAULT_AMENITY_AREA,
    ...(amenity.description === undefined ? {} : { description: amenity.description }),
  };
}
