import { describe, expect, it } from 'vitest';
import {
  PERMISSION_EMPTY_HINTS,
  PERMISSION_MESSAGES,
  permissionSaveFailedMessage,
} from './permission-messages';

describe('PERMISSION_MESSAGES', () => {
  it("holds the roles' messages with Permission in place of Role", () => {
    expect(PERMISSION_MESSAGES).toEqual({
      fetchFailed: 'Failed to fetch permissions',
      created: 'Permission created successfully',
      updated: 'Permission updated successfully',
      createFailed: 'Failed to create permission',
      updateFailed: 'Failed to update permission',
      deleted: 'Permission deleted successfully',
      deleteFailed: 'Failed to delete permission',
      empty: 'No permissions found',
      confirmDelete: 'Are you sure you want to delete this permission?',
    });
    expect(PERMISSION_EMPTY_HINTS).toEqual({
      filtered: 'Try adjusting your search or filter criteria.',
      unfiltered: 'Get started by adding a new permission.',
    });
  });
});

describe('permissionSaveFailedMessage', () => {
  it.each([
    ['create', 'Permission users.view already exists', 'Permission users.view already exists'],
    ['create', null, 'Failed to create permission'],
    ['update', '', 'Failed to update permission'],
  ] as const)('for a %s with %j says %j', (save, message, expected) => {
    expect(permissionSaveFailedMessage(save, message)).toBe(expected);
  });
});
