export { ProjectFilterPanel, type ProjectFilterPanelProps } from './ProjectFilterPanel';
export { ProjectsScreen, type ProjectsScreenProps } from './ProjectsScreen';
export { ProjectsTable, type ProjectAction, type ProjectsTableProps } from './ProjectsTable';
export {
  NO_PROJECT_FILTERS,
  type AmenityOption,
  type ProjectAmenityItem,
  type ProjectDetails,
  type ProjectListFilters,
  type ProjectListItem,
  type ProjectListQuery,
  type ProjectSort,
  type ProjectSortBy,
} from './project-types';
// How the host turns the saved form into the API's body (the domain is bundled into the build).
export { projectPayload, type ProjectForm, type ProjectPayload } from '@plotline/domain';
