import { describe, it, expect } from 'vitest';
import { hasPermission, hasRole, type AccessUser } from './has-permission';

describe('hasPermission', () => {
  it.each<[string, AccessUser, boolean]>([
    ['a user holding it', { permissions: ['plots.view', 'projects.view'] }, true],
    ['a user without it', { permissions: ['plots.view'] }, false],
    ['a user with an empty list', { permissions: [] }, false],
    ['a user with a null list', { permissions: null }, false],
    ['a user with no list', { roles: ['Admin'] }, false],
    ['no user', null, false],
    ['an undefined user', undefined, false],
  ])('%s: %s', (_, user, expected) => {
    expect(hasPermission(user, 'projects.view')).toBe(expected);
  });

  it('matches whole names only', () => {
    expect(hasPermission({ permissions: ['projects.view'] }, 'projects')).toBe(false);
  });
});

describe('hasRole', () => {
  it.each<[string, AccessUser, boolean]>([
    ['a user holding it', { roles: ['Manager', 'Admin'] }, true],
    ['a user without it', { roles: ['Manager'] }, false],
    ['a user with a null list', { roles: null }, false],
    ['a user with no list', { permissions: ['users.view'] }, false],
    ['no user', null, false],
    ['an undefined user', undefined, false],
  ])('%s: %s', (_, user, expected) => {
    expect(hasRole(user, 'Admin')).toBe(expected);
  });
});
