import { describe, it, expect } from 'vitest';
import { ADMIN_ACTION_PERMISSIONS } from './admin-action-permissions';

// No domain rule reads this table (the server's administrator check reads its three edit
// permissions, and no screen reads it yet), so nothing but this test pins it to
// docs/product/access.md.
describe('ADMIN_ACTION_PERMISSIONS', () => {
  it('gates the administration buttons as docs/product/access.md says', () => {
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
