export { ChangePasswordModal, type ChangePasswordModalProps } from './ChangePasswordModal';
export { ManageRolesModal, type ManageRolesModalProps } from './ManageRolesModal';
export { UserFilterPanel, type UserFilterPanelProps } from './UserFilterPanel';
export { UserFormModal, type UserFormModalProps } from './UserFormModal';
export { UsersScreen, type UsersScreenProps } from './UsersScreen';
export { UsersTable, type UsersTableProps } from './UsersTable';
export type { UserActionHandlers } from './UserRowActions';
export {
  NO_USER_FILTERS,
  type PasswordChange,
  type RoleAssignment,
  type UserActions,
  type UserDetails,
  type UserFilters,
  type UserListQuery,
  type UserRow,
  type UserSort,
  type UserSortBy,
} from './users-screen-types';
// What the host needs beside the screen (the domain is bundled into the build): the form's
// request body, the grants the buttons follow, the viewer they are offered to, and the roles a
// modal offers.
export {
  userGrantsOf,
  userRequestOf,
  type RoleChoice,
  type UserForm,
  type UserGrants,
  type UserRequestBody,
  type UserViewer,
} from '@plotline/domain';
