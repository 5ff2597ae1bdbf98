/**
 * The permission behind each button of the administration screens (docs/product/access.md). The
 * other screens check no permission per button: whoever may open them may create, edit and delete.
 */
export const ADMIN_ACTION_PERMISSIONS = {
  users: {
    create: 'users.create',
    edit: 'users.edit',
    manageRoles: 'users.edit',
    changePassword: 'users.edit',
    blockOrUnblock: 'users.edit',
    delete: 'users.delete',
  },
  roles: {
    create: 'roles.create',
    edit: 'roles.edit',
    managePermissions: 'roles.edit',
    delete: 'roles.delete',
  },
  permissions: {
    create: 'permissions.create',
    edit: 'permissions.edit',
    delete: 'permissions.delete',
  },
} as const;
