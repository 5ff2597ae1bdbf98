import { describe, expect, it } from 'vitest';
import { userActionsOf, userGrantsOf, type UserGrants } from './user-actions';

const ALL: UserGrants = { create: true, edit: true, delete: true };
const active = { id: 2, isActive: true };
const blocked = { id: 3, isActive: false };

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
  it.each<[string, { id: number; isActive: boolean }, UserGrants, number | null, string[]]>([
    [
      'an active user, with every permission',
      active,
      ALL,
      1,
      ['edit', 'manageRoles', 'changePassword', 'block', 'revokeSessions', 'delete'],
    ],
    [
      'a blocked user, with every permission',
      blocked,
      ALL,
      1,
      ['edit', 'manageRoles', 'changePassword', 'unblock', 'revokeSessions', 'delete'],
    ],
    [
      'the signed-in user themself',
      active,
      ALL,
      2,
      ['edit', 'manageRoles', 'changePassword', 'revokeSessions'],
    ],
    [
      'anyone, with delete only',
      active,
      { create: true, edit: false, delete: true },
      null,
      ['delete'],
    ],
    ['anyone, with view only', blocked, { create: false, edit: false, delete: false }, 1, []],
  ])('offers %s: %o', (_case, user, grants, signedInUserId, expected) => {
    expect(userActionsOf(user, grants, signedInUserId)).toEqual(expected);
  });
});
