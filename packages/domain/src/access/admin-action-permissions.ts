/**
 * The permission behind each button of the administration screens (docs/product/access.md). The
 * other screens check no permission per button: whoever may open them may create, edit and delete.
 */
import { hasPermission, type AccessUser } from './has-permission';

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

/** What the signed-in user may do on one administration screen: the buttons it shows. */
export type AdminGrants = { create: boolean; edit: boolean; delete: boolean };

export function adminGrantsOf(
  viewer: AccessUser,
  screen: keyof typeof ADMIN_ACTION_PERMISSIONS,
): AdminGrants {
  const permissions = ADMIN_ACTION_PERMISSIONS[screen];
  return {
    create: hasPermission(viewer, permissions.create),
    edit: hasPermission(viewer, permissions.edit),
    delete: hasPermission(viewer, permissions.delete),
  };
}
