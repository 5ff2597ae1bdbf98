/** Sample projects and amenities for the stories and tests: realistic areas, every plot state. */
import {
  DEFAULT_PAGE_SIZE,
  projectFormFrom,
  projectSaleableAreaSqYd,
  type PlotStatus,
} from '@plotline/domain';
import {
  NO_PROJECT_FILTERS,
  type AmenityOption,
  type ProjectDetails,
  type ProjectListItem,
  type ProjectListQuery,
} from './project-types';

/** The plain list: its first page, no search, the default page size, by name. */
export const PLAIN_QUERY: ProjectListQuery = {
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  filters: NO_PROJECT_FILTERS,
  sort: { sortBy: 'Name', sortOrder: 'asc' },
};

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

/** A project without amenities, its roads 15% of its land. */
const plainProject = (
  id: number,
  name: string,
  totalProjectArea: number,
  totalPlots: number,
  availablePlots: number,
) =>
  project({
    id,
    name,
    createdAt: `2025-0${(id % 9) + 1}-10T05:30:00Z`,
    totalProjectArea,
    roadsArea: totalProjectArea * 0.15,
    totalPlots,
    availablePlots,
    projectAmenities: [],
  });

/** More than two pages of five, for a host that pages them: the three above and nine more. */
export const PROJECT_CATALOGUE: ProjectListItem[] = [
  ...PROJECTS,
  plainProject(4, 'Palm Meadows', 180_000, 60, 12),
  plainProject(5, 'Riverside Greens', 320_000, 90, 45),
  plainProject(6, 'Shanti Nagar Phase 1', 120_000, 40, 0),
  plainProject(7, 'Shanti Nagar Phase 10', 150_000, 52, 52),
  plainProject(8, 'Orchid Heights', 75_000, 18, 3),
  plainProject(9, 'Royal Farms', 540_000, 24, 20),
  plainProject(10, 'Silver Oak Estate', 260_000, 70, 35),
  plainProject(11, 'Temple Town', 98_000, 30, 7),
  plainProject(12, 'Vrindavan Gardens', 410_000, 110, 64),
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
