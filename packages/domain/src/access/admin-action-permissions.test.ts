import { describe, it, expect } from 'vitest';
import { ADMIN_ACTION_PERMISSIONS } from './admin-action-permissions';

describe('ADMIN_ACTION_PERMISSIONS', () => {
  it('gates the administration buttons as SPEC.md section 6 says', () => {
    expect(ADMIN_ACTION_PERMISSIONS).toEqual({
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
    });
  });
});
