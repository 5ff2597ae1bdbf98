export { PermissionFilters, type PermissionFiltersProps } from './PermissionFilters';
export { PermissionFormModal, type PermissionFormModalProps } from './PermissionFormModal';
export { PermissionsScreen, type PermissionsScreenProps } from './PermissionsScreen';
export { PermissionsTable, type PermissionsTableProps } from './PermissionsTable';
export {
  NO_PERMISSION_FILTERS,
  type PermissionActionsAllowed,
  type PermissionListQuery,
  type PermissionRow,
} from './permission-types';
// How the host filters the permissions and turns the saved form into the API's body (the domain
// is bundled into the build).
export {
  permissionRequestOf,
  permissionsMatching,
  type PermissionForm,
  type PermissionListFilters,
  type PermissionModule,
  type PermissionRequestBody,
} from '@plotline/domain';
