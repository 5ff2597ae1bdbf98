import { describe, it, expect } from 'vitest';
import { ADMIN_ACTION_PERMISSIONS, adminGrantsOf } from './admin-action-permissions';

// The table pinned to docs/product/access.md; adminGrantsOf reads it for the screens' buttons.
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

describe('adminGrantsOf', () => {
  const viewer = { permissions: ['roles.view', 'roles.edit', 'permissions.delete'] };

  it('grants each button its permission, screen by screen', () => {
    expect(adminGrantsOf(viewer, 'roles')).toEqual({ create: false, edit: true, delete: false });
    expect(adminGrantsOf(viewer, 'permissions')).toEqual({
      create: false,
      edit: false,
      delete: true,
    });
  });

  it('grants nothing without a user', () => {
    expect(adminGrantsOf(null, 'users')).toEqual({ create: false, edit: false, delete: false });
  });
});
