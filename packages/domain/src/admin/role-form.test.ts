import { describe, expect, it } from 'vitest';
import { newRoleForm, roleFormOf, roleRequestOf } from './role-form';

describe('the role form', () => {
  it('starts empty and active', () => {
    expect(newRoleForm()).toEqual({ name: '', description: '', isActive: true });
  });

  it('starts from what a role holds, a missing description empty', () => {
    expect(roleFormOf({ name: 'Manager', description: null, isActive: false })).toEqual({
      name: 'Manager',
      description: '',
      isActive: false,
    });
    expect(roleFormOf({ name: 'Admin', description: 'All', isActive: true }).description).toBe(
      'All',
    );
  });

  it('sends the trimmed name and a blank description as null', () => {
    expect(roleRequestOf({ name: ' Accounts ', description: '  ', isActive: true })).toEqual({
      name: 'Accounts',
      description: null,
      isActive: true,
    });
    expect(
      roleRequestOf({ name: 'Accounts', description: 'Reads reports', isActive: false }),
    ).toEqual({
      name: 'Accounts',
      description: 'Reads reports',
      isActive: false,
    });
  });
});
