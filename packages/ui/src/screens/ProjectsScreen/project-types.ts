import type { ListQuery, ListSort } from '../../patterns';

/**
 * A project as the Projects screen reads it: the API's Project, as far as the screen needs it,
 * written out here because ui takes plain data and depends on no API client.
 */
export type ProjectListItem = {
  id: number;
  name: string;
  /** An ISO timestamp. */
  createdAt: string;
  /** In sq ft. */
  totalProjectArea: number;
  /** In sq ft. */
  roadsArea: number;
  /** In sq yards. */
  totalSaleableArea: number;
  totalPlots: number;
  availablePlots: number;
  projectAmenities: readonly ProjectAmenityItem[];
};

export type ProjectAmenityItem = {
  amenityId: number;
  name: string;
  /** In sq ft. */
  area: number;
  description?: string | null;
};

/** An active amenity the form offers, as GET /amenities/active lists it. */
export type AmenityOption = { id: number; name: string; description?: string | null };

/** What GET /projects/{id}/details adds: the project's plots, whose statuses the modal counts. */
export type ProjectDetails = ProjectListItem & { plots?: readonly { status: string }[] };

/** What the project list is narrowed by: its search on the project's name. */
export type ProjectListFilters = { searchTerm: string };

/** Every filter off, as Clear All Filters leaves them. */
export const NO_PROJECT_FILTERS: ProjectListFilters = { searchTerm: '' };

/** What the list can be sorted by, in the API's words (GET /projects/filtered). */
export type ProjectSortBy = 'Name' | 'TotalProjectArea' | 'TotalPlots' | 'AvailablePlots';
export type ProjectSort = ListSort<ProjectSortBy>;

export type ProjectListQuery = ListQuery<ProjectListFilters, ProjectSort>;
