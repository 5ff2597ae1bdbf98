import { describe, expect, it } from 'vitest';
import {
  GENERAL_PERMISSION_GROUP,
  PERMISSION_MODULE_OPTIONS,
  isPermissionModule,
  permissionModuleKey,
  permissionModuleLabel,
} from './permission-modules';

describe('permissionModuleLabel', () => {
  it.each([
    ['users', 'Users'],
    ['channel-partners', 'Channel Partners'],
    [' reports ', 'Reports'],
    ['payments', 'Payments'],
    ['commissions', 'Commissions'],
    ['dashboard', 'dashboard'],
    ['', 'General'],
    ['   ', 'General'],
    [null, 'General'],
    [undefined, 'General'],
  ])('writes %j as %j', (module, label) => {
    expect(permissionModuleLabel(module)).toBe(label);
  });

  it("names the group without a module 'General'", () => {
    expect(GENERAL_PERMISSION_GROUP).toBe('General');
  });
});

describe('isPermissionModule and permissionModuleKey', () => {
  it('knows the offered modules only, as stored', () => {
    expect(isPermissionModule('channel-partners')).toBe(true);
    expect(isPermissionModule('channelpartners')).toBe(false);
    expect(isPermissionModule('Users')).toBe(false);
    expect(isPermissionModule(null)).toBe(false);
  });

  it('takes a blank module for none', () => {
    expect(permissionModuleKey('  plots ')).toBe('plots');
    expect(permissionModuleKey(' ')).toBe('');
    expect(permissionModuleKey(null)).toBe('');
  });
});

describe('PERMISSION_MODULE_OPTIONS', () => {
  it("offers the catalogue's modules in its order, in words", () => {
    expect(PERMISSION_MODULE_OPTIONS).toEqual([
      { id: 'users', label: 'Users' },
      { id: 'roles', label: 'Roles' },
      { id: 'permissions', label: 'Permissions' },
      { id: 'projects', label: 'Projects' },
      { id: 'plots', label: 'Plots' },
      { id: 'bookings', label: 'Bookings' },
      { id: 'channel-partners', label: 'Channel Partners' },
      { id: 'amenities', label: 'Amenities' },
      { id: 'reports', label: 'Reports' },
      { id: 'audit', label: 'Audit' },
      { id: 'payments', label: 'Payments' },
      { id: 'commissions', label: 'Commissions' },
      { id: 'enquiries', label: 'Enquiries' },
    ]);
  });
});
