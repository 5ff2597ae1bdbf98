import { describe, it, expect } from 'vitest';
import {
  PERMISSION_ERRORS,
  permissionModuleMismatch,
  validatePermission,
  type PermissionValues,
} from './validate-permission';

describe('PERMISSION_ERRORS', () => {
  it('holds the texts of the permission form', () => {
    expect(PERMISSION_ERRORS).toEqual({
      nameRequired: 'Permission name is required',
      nameFormat: 'Permission name must be module.action in lowercase, e.g. users.view',
      moduleUnknown:
        'Module must be one of: users, roles, permissions, projects, plots, bookings, channel-partners, amenities, reports, audit, payments, commissions, enquiries',
    });
    expect(permissionModuleMismatch('plots')).toBe(
      'Permission name must start with its module, e.g. plots.view',
    );
  });
});

describe('validatePermission', () => {
  it.each<[string, PermissionValues, Record<string, string>]>([
    ['a name with its module', { name: 'users.view', module: 'users' }, {}],
    ['a name without a module', { name: 'dashboard.view' }, {}],
    ['a name with an empty module', { name: 'users.create', module: '  ' }, {}],
    ['a padded name', { name: ' plots.delete ', module: 'plots' }, {}],
    ['a hyphenated action', { name: 'bookings.change-status', module: 'bookings' }, {}],
    ['the hyphenated module', { name: 'channel-partners.view', module: 'channel-partners' }, {}],
    ['the unhyphenated form', { name: 'channelpartners.view', module: 'channel-partners' }, {}],
    ['a missing name', {}, { name: 'Permission name is required' }],
    ['a blank name', { name: '   ', module: 'users' }, { name: 'Permission name is required' }],
    ['a name that is not text', { name: 7 }, { name: 'Permission name is required' }],
    ...[
      'users',
      'users.',
      '.view',
      'users.view.all',
      'Users.View',
      'users view',
      'users.view me',
      '1users.view',
      'users.-view',
      'users--x.view',
      'users_x.view',
    ].map((name): [string, PermissionValues, Record<string, string>] => [
      `the malformed name ${JSON.stringify(name)}`,
      { name, module: 'users' },
      { name: 'Permission name must be module.action in lowercase, e.g. users.view' },
    ]),
    [
      'an unknown module',
      { name: 'dashboard.view', module: 'dashboard' },
      {
        module:
          'Module must be one of: users, roles, permissions, projects, plots, bookings, channel-partners, amenities, reports, audit, payments, commissions, enquiries',
      },
    ],
    [
      'a module in the wrong case',
      { name: 'users.view', module: 'Users' },
      {
        module:
          'Module must be one of: users, roles, permissions, projects, plots, bookings, channel-partners, amenities, reports, audit, payments, commissions, enquiries',
      },
    ],
    [
      'a name of another module',
      { name: 'users.view', module: 'roles' },
      { name: 'Permission name must start with its module, e.g. roles.view' },
    ],
    [
      'a malformed name and an unknown module',
      { name: 'view', module: 'dashboard' },
      {
        name: 'Permission name must be module.action in lowercase, e.g. users.view',
        module:
          'Module must be one of: users, roles, permissions, projects, plots, bookings, channel-partners, amenities, reports, audit, payments, commissions, enquiries',
      },
    ],
    [
      'a malformed name with a known module',
      { name: 'roles', module: 'roles' },
      { name: 'Permission name must be module.action in lowercase, e.g. users.view' },
    ],
  ])('%s', (_, values, expected) => {
    expect(validatePermission(values)).toEqual(expected);
  });
});
