/** Sample projects and amenities for the stories and tests: realistic areas, every plot state. */
import { projectFormFrom, projectSaleableAreaSqYd, type PlotStatus } from '@plotline/domain';
import type { AmenityOption, ProjectDetails, ProjectListItem } from './project-types';

export const AMENITY_CHOICES: AmenityOption[] = [
  { id: 1, name: 'Central Park', description: 'Landscaped lawn with a walking track' },
  { id: 2, name: 'Club House', description: null },
  { id: 3, name: 'Swimming Pool' },
  { id: 4, name: 'Temple' },
];

type ProjectFacts = Omit<ProjectListItem, 'totalSaleableArea'>;

/** The saleable area is worked out as the server does, so the figures always add up. */
function project(facts: ProjectFacts): ProjectListItem {
  return { ...facts, totalSaleableArea: projectSaleableAreaSqYd(projectFormFrom(facts)) };
}

export const PROJECTS: ProjectListItem[] = [
  project({
    id: 1,
    name: 'Green Valley Phase 2',
    createdAt: '2025-03-14T06:30:00Z',
    totalProjectArea: 435_600,
    roadsArea: 65_340,
    totalPlots: 48,
    availablePlots: 31,
    projectAmenities: [
      {
        amenityId: 1,
        name: 'Central Park',
        area: 21_780,
        description: 'Landscaped lawn with a walking track',
      },
      { amenityId: 2, name: 'Club House', area: 9_000 },
    ],
  }),
  project({
    id: 2,
    name: 'Sunrise Enclave',
    createdAt: '2025-11-02T10:15:00Z',
    totalProjectArea: 90_000,
    roadsArea: 13_500,
    totalPlots: 0,
    availablePlots: 0,
    projectAmenities: [],
  }),
  project({
    id: 3,
    name: 'Lake View Residency',
    createdAt: '2024-08-21T04:00:00Z',
    totalProjectArea: 217_800,
    roadsArea: 32_670,
    totalPlots: 120,
    availablePlots: 0,
    projectAmenities: [{ amenityId: 3, name: 'Swimming Pool', area: 4_500 }],
  }),
];

const statuses = (counts: Record<PlotStatus, number>) =>
  Object.entries(counts).flatMap(([status, count]) =>
    Array.from({ length: count }, () => ({ status })),
  );

/** Green Valley as GET /projects/{id}/details returns it, with its 48 plots. */
export const PROJECT_DETAILS: ProjectDetails = {
  ...PROJECTS[0]!,
  plots: statuses({ Available: 31, Booked: 9, Sold: 6, Hold: 2 }),
};
