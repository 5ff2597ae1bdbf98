export {
  ProjectsScreen,
  type ProjectDeleteOutcome,
  type ProjectsScreenProps,
  type ViewedProject,
} from './ProjectsScreen';
export {
  ProjectFormModal,
  type ProjectFormModalProps,
  type ProjectSaveOutcome,
} from './ProjectFormModal';
export { ProjectDetailsModal, type ProjectDetailsModalProps } from './ProjectDetailsModal';
export type {
  AmenityOption,
  ProjectAmenityItem,
  ProjectDetails,
  ProjectListItem,
} from './project-types';
