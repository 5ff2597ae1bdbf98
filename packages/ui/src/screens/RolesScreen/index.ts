export { RoleDetailsModal, type RoleDetailsModalProps } from './RoleDetailsModal';
export { RoleFormModal, type RoleFormModalProps } from './RoleFormModal';
export {
  RolePermissionsModal,
  type RolePermissionsModalProps,
  type RoleWithPermissions,
} from './RolePermissionsModal';
export { RolesScreen, type RolesScreenProps } from './RolesScreen';
export { RolesTable, type RolesTableProps } from './RolesTable';
export {
  NO_ROLE_FILTERS,
  type PermissionChoice,
  type RoleActionsAllowed,
  type RoleDetails,
  type RoleListQuery,
  type RolePermissionRef,
  type RolePermissionsState,
  type RoleRow,
} from './role-types';
// How the host searches the roles, decides which buttons an administration screen shows, and
// turns the saved form into the API's body (the domain is bundled into the build).
export {
  adminGrantsOf,
  roleRequestOf,
  rolesMatching,
  type AdminGrants,
  type RoleForm,
  type RoleListFilters,
  type RoleRequestBody,
} from '@plotline/domain';
