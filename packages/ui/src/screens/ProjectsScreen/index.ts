export { ProjectsScreen, type ProjectsScreenProps, type ViewedProject } from './ProjectsScreen';
export { ProjectFormModal, type ProjectFormModalProps } from './ProjectFormModal';
export { ProjectDetailsModal, type ProjectDetailsModalProps } from './ProjectDetailsModal';
export type {
  AmenityOption,
  ProjectAmenityItem,
  ProjectDetails,
  ProjectListFilters,
  ProjectListItem,
} from './project-types';
