/** A project as the contract's Project, with its plot counts and picked amenities. */
import type { components } from '@plotline/api-client/schema';
import type { projectAmenities, projects } from '../../db/schema';

export type ProjectResponse = components['schemas']['Project'];

export function projectResponse(
  row: { project: typeof projects.$inferSelect; totalPlots: number; availablePlots: number },
  amenities: readonly (typeof projectAmenities.$inferSelect)[],
): ProjectResponse {
  const { project } = row;
  return {
    id: project.id,
    name: project.name,
    totalProjectArea: project.totalProjectArea,
    roadsArea: project.roadsArea,
    totalSaleableArea: project.totalSaleableArea,
    amenities: project.amenities,
    projectAmenities: amenities.map((amenity) => ({
      amenityId: amenity.amenityId,
      name: amenity.name,
      area: amenity.area,
      description: amenity.description,
    })),
    totalPlots: row.totalPlots,
    availablePlots: row.availablePlots,
    metadata: project.metadata,
    createdBy: project.createdBy,
    createdAt: project.createdAt.toISOString(),
  };
}
