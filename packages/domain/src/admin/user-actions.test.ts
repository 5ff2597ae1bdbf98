import { describe, expect, it } from 'vitest';
import {
  isWithinReach,
  permissionsBeyond,
  userActionsOf,
  userGrantsOf,
  type UserGrants,
  type UserViewer,
} from './user-actions';

const ALL: UserGrants = { create: true, edit: true, delete: true };
const active = { id: 2, isActive: true, awaitingApproval: false, permissions: ['plots.view'] };
const blocked = { id: 3, isActive: false, awaitingApproval: false, permissions: [] };
/** Registered while registration needs approval: no role yet. */
const pending = { id: 4, isActive: true, awaitingApproval: true, permissions: [] };
const viewerOf = (id: number): UserViewer => ({ id, permissions: ['plots.view', 'users.edit'] });

describe('userGrantsOf', () => {
  it.each([
    [null, { create: false, edit: false, delete: false }],
    [{ permissions: null }, { create: false, edit: false, delete: false }],
    [
      { permissions: ['users.view', 'users.create', 'users.edit', 'users.delete'] },
      { create: true, edit: true, delete: true },
    ],
    [{ permissions: ['users.view', 'users.edit'] }, { create: false, edit: true, delete: false }],
    [
      { permissions: ['roles.delete', 'users.delete'] },
      { create: false, edit: false, delete: true },
    ],
  ])('grants %o %o', (viewer, grants) => {
    expect(userGrantsOf(viewer)).toEqual(grants);
  });
});

describe('userActionsOf', () => {
  it.each<
    [
      string,
      { id: number; isActive: boolean; awaitingApproval: boolean; permissions: string[] },
      UserGrants,
      UserViewer | null,
      string[],
    ]
  >([
    [
      'an active user, with every permission',
      active,
      ALL,
      viewerOf(1),
      ['edit', 'manageRoles', 'changePassword', 'block', 'revokeSessions', 'delete'],
    ],
    [
      'a blocked user, with every permission',
      blocked,
      ALL,
      viewerOf(1),
      ['edit', 'manageRoles', 'changePassword', 'unblock', 'revokeSessions', 'delete'],
    ],
    [
      'the signed-in user themself',
      active,
      ALL,
      viewerOf(2),
      ['edit', 'manageRoles', 'changePassword', 'revokeSessions'],
    ],
    [
      'anyone, with delete only',
      active,
      { create: true, edit: false, delete: true },
      viewerOf(1),
      ['delete'],
    ],
    [
      'anyone, with view only',
      blocked,
      { create: false, edit: false, delete: false },
      viewerOf(1),
      [],
    ],
    [
      'a user holding more than the viewer',
      { ...active, permissions: ['plots.view', 'roles.edit'] },
      ALL,
      viewerOf(1),
      [],
    ],
    ['anyone, to nobody signed in', active, ALL, null, []],
    [
      'an account waiting for approval, with every permission',
      pending,
      ALL,
      viewerOf(1),
      ['approve', 'edit', 'manageRoles', 'delete'],
    ],
    [
      'an account waiting for approval, blocked meanwhile',
      { ...pending, isActive: false },
      ALL,
      viewerOf(1),
      ['approve', 'edit', 'manageRoles', 'delete'],
    ],
    [
      'an account waiting for approval, with users.edit alone',
      pending,
      { create: false, edit: true, delete: false },
      viewerOf(1),
      ['approve', 'edit', 'manageRoles'],
    ],
    [
      'an account waiting for approval, to reject only',
      pending,
      { create: false, edit: false, delete: true },
      viewerOf(1),
      ['delete'],
    ],
    [
      'an account waiting for approval that holds more than the viewer',
      { ...pending, permissions: ['roles.edit'] },
      ALL,
      viewerOf(1),
      [],
    ],
  ])('offers %s: %o', (_case, user, grants, viewer, expected) => {
    expect(userActionsOf(user, grants, viewer)).toEqual(expected);
  });
});

describe('no escalation', () => {
  it('names, sorted and once each, what the viewer would give without holding it', () => {
    expect(
      permissionsBeyond(['users.edit'], ['roles.edit', 'users.edit', 'plots.view', 'roles.edit']),
    ).toEqual(['plots.view', 'roles.edit']);
    expect(permissionsBeyond(new Set(['users.edit']), [])).toEqual([]);
  });

  it('reaches a user holding no more than the viewer, and no one holding more', () => {
    expect(isWithinReach({ permissions: [] }, [])).toBe(true);
    expect(isWithinReach({ permissions: ['users.edit'] }, ['users.edit', 'roles.edit'])).toBe(true);
    expect(isWithinReach({ permissions: ['users.edit', 'roles.edit'] }, ['users.edit'])).toBe(
      false,
    );
  });
});
