import { describe, expect, it } from 'vitest';
import { newPermissionForm, permissionFormOf, permissionRequestOf } from './permission-form';

describe('the permission form', () => {
  it('starts empty, with no module, and active', () => {
    expect(newPermissionForm()).toEqual({ name: '', description: '', module: '', isActive: true });
  });

  it('starts from what a permission holds', () => {
    expect(
      permissionFormOf({ name: 'users.view', description: null, module: null, isActive: false }),
    ).toEqual({ name: 'users.view', description: '', module: '', isActive: false });
    expect(
      permissionFormOf({
        name: 'plots.view',
        description: 'View',
        module: ' plots ',
        isActive: true,
      }),
    ).toEqual({ name: 'plots.view', description: 'View', module: 'plots', isActive: true });
  });

  it('sends the trimmed name, and a blank description or module as null', () => {
    expect(
      permissionRequestOf({ name: ' users.view ', description: ' ', module: '', isActive: true }),
    ).toEqual({ name: 'users.view', description: null, module: null, isActive: true });
    expect(
      permissionRequestOf({
        name: 'users.view',
        description: 'View users',
        module: 'users',
        isActive: false,
      }),
    ).toEqual({ name: 'users.view', description: 'View users', module: 'users', isActive: false });
  });
});
