/** A project as the contract's Project, with its plot counts and picked amenities. */
import type { components } from '@plotline/api-client/schema';
import type { projectAmenities, projects } from '../../db/schema';

export type ProjectResponse = components['schemas']['Project'];

type ProjectAmenityRow = typeof projectAmenities.$inferSelect;

/**
 * The picked amenities as JSON text in the shape the project form's older `amenities` field has
 * always carried ([{ id, name, area }]), made from project_amenities so they are stored once.
 */
function amenitiesText(amenities: readonly ProjectAmenityRow[]): string {
  return JSON.stringify(
    amenities.map(({ amenityId, name, area }) => ({ id: amenityId, name, area })),
  );
}

export function projectResponse(
  row: { project: typeof projects.$inferSelect; totalPlots: number; availablePlots: number },
  amenities: readonly ProjectAmenityRow[],
): ProjectResponse {
  const { project } = row;
  return {
    id: project.id,
    name: project.name,
    totalProjectArea: project.totalProjectArea,
    roadsArea: project.roadsArea,
    totalSaleableArea: project.totalSaleableArea,
    amenities: amenitiesText(amenities),
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
