/** An amenity row as the contract's Amenity. */
import type { components } from '@plotline/api-client/schema';
import type { amenities } from '../../db/schema';

export type AmenityResponse = components['schemas']['Amenity'];

export function amenityResponse(row: typeof amenities.$inferSelect): AmenityResponse {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isActive: row.isActive,
    createdBy: row.createdBy,
    metadata: row.metadata,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
