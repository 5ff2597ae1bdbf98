import { describe, expect, it } from 'vitest';
import {
  ROLE_EMPTY_HINTS,
  ROLE_MESSAGES,
  roleDeleteQuestion,
  roleSaveFailedMessage,
} from './role-messages';

describe('ROLE_MESSAGES', () => {
  it('holds the exact texts of docs/product/messages.md "Roles" and the screen', () => {
    expect(ROLE_MESSAGES).toEqual({
      fetchFailed: 'Failed to fetch roles',
      created: 'Role created successfully',
      updated: 'Role updated successfully',
      createFailed: 'Failed to create role',
      updateFailed: 'Failed to update role',
      deleted: 'Role deleted successfully',
      deleteFailed: 'Failed to delete role',
      permissionsUpdated: 'Role permissions updated successfully',
      permissionsUpdateFailed: 'Failed to update role permissions',
      empty: 'No roles found',
      notFound: 'Role not found',
      confirmDelete: 'Are you sure you want to delete this role?',
    });
    expect(ROLE_EMPTY_HINTS).toEqual({
      filtered: 'Try adjusting your search.',
      unfiltered: 'Get started by adding a new role.',
    });
  });
});

describe('roleSaveFailedMessage', () => {
  it("shows the server's message when it gave one", () => {
    expect(roleSaveFailedMessage('create', 'A role named Admin already exists')).toBe(
      'A role named Admin already exists',
    );
  });

  it.each([
    ['create', null, 'Failed to create role'],
    ['update', undefined, 'Failed to update role'],
    ['update', '  ', 'Failed to update role'],
  ] as const)('falls back for a %s with %j', (save, message, expected) => {
    expect(roleSaveFailedMessage(save, message)).toBe(expected);
  });
});

describe('roleDeleteQuestion', () => {
  it.each([
    [0, 'Are you sure you want to delete this role?'],
    [-1, 'Are you sure you want to delete this role?'],
    [
      1,
      '1 user holds this role and will lose its permissions. Are you sure you want to delete it?',
    ],
    [
      2,
      '2 users hold this role; they will lose its permissions. Are you sure you want to delete it?',
    ],
    [
      125000,
      '1,25,000 users hold this role; they will lose its permissions. Are you sure you want to delete it?',
    ],
  ])('for %d users asks %j', (userCount, question) => {
    expect(roleDeleteQuestion(userCount)).toBe(question);
  });
});
