/**
 * Texts of the Projects, Plots and Amenities screens: the toasts of docs/product/messages.md, the
 * empty states and delete questions of docs/product/screens.md. Where the words are ours, the
 * comment says so.
 */
export const PROJECT_MESSAGES = {
  fetchFailed: 'Failed to fetch projects',
  detailsFetchFailed: 'Failed to fetch project details',
  createFailed: 'Failed to create project',
  updateFailed: 'Failed to update project',
  deleteFailed: 'Failed to delete project',
  created: 'Project created successfully',
  updated: 'Project updated successfully',
  deleted: 'Project deleted successfully',
  notFound: 'Project not found',
  empty: 'No projects found',
  confirmDelete: 'Are you sure you want to delete this project?',
} as const;

export const PLOT_MESSAGES = {
  fetchFailed: 'Failed to fetch plots',
  detailsFetchFailed: 'Failed to fetch plot details',
  notFound: 'Plot not found',
  createFailed: 'Failed to create plots',
  updateFailed: 'Failed to update plot',
  deleteFailed: 'Failed to delete plot',
  updated: 'Plot updated successfully',
  deleted: 'Plot deleted successfully',
  /** The plots' empty state is ours; this follows the other lists. */
  empty: 'No plots found',
  confirmDelete: 'Are you sure you want to delete this plot?',
} as const;

/**
 * 'N plot(s) created successfully' (docs/product/messages.md "Plots"), with the count filled in.
 */
export function plotsCreatedMessage(count: number): string {
  return `${count} plot(s) created successfully`;
}

export const AMENITY_MESSAGES = {
  fetchFailed: 'Failed to fetch amenities',
  created: 'Amenity created successfully',
  updated: 'Amenity updated successfully',
  createFailed: 'Failed to create amenity',
  updateFailed: 'Failed to update amenity',
  deleted: 'Amenity deleted successfully',
  deleteFailed: 'Failed to delete amenity',
  empty: 'No amenities found',
  /** The amenities' delete question is ours; it asks the same as for projects and plots. */
  confirmDelete: 'Are you sure you want to delete this amenity?',
} as const;
