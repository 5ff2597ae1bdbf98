export { ProjectFilterPanel, type ProjectFilterPanelProps } from './ProjectFilterPanel';
export { ProjectsScreen, type ProjectsScreenProps, type ViewedProject } from './ProjectsScreen';
export { ProjectsTable, type ProjectAction, type ProjectsTableProps } from './ProjectsTable';
export type {
  AmenityOption,
  ProjectAmenityItem,
  ProjectDetails,
  ProjectListFilters,
  ProjectListItem,
  ProjectSort,
  ProjectSortBy,
} from './project-types';
// How the host turns the saved form into the API's body (the domain is bundled into the build).
export { projectPayload, type ProjectForm, type ProjectPayload } from '@plotline/domain';
