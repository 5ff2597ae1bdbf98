import { describe, expect, it } from 'vitest';
import {
  CHANGE_PASSWORD_TEXTS,
  USER_EMPTY_HINTS,
  USER_MESSAGES,
  USER_QUESTIONS,
  userRefusalMessage,
  usersFetchFailedMessage,
} from './user-messages';

describe('user messages', () => {
  it('holds every toast of messages.md "Users" and the user-roles toasts of "Roles"', () => {
    expect(USER_MESSAGES).toEqual({
      fetchError: 'Error fetching users',
      created: 'User created successfully',
      updated: 'User updated successfully',
      saveRefused: 'Operation failed',
      saveError: 'Error saving user',
      deleted: 'User deleted successfully',
      deleteFailed: 'Failed to delete user',
      deleteError: 'Error deleting user',
      blocked: 'User blocked successfully',
      blockFailed: 'Failed to block user',
      blockError: 'Error blocking user',
      unblocked: 'User unblocked successfully',
      unblockFailed: 'Failed to unblock user',
      unblockError: 'Error unblocking user',
      currentPasswordFetchFailed: 'Failed to fetch current password',
      passwordUpdated: 'Password updated successfully',
      passwordUpdateFailed: 'Failed to update password',
      passwordUpdateError: 'Error updating password',
      rolesUpdated: 'User roles updated successfully',
      rolesUpdateFailed: 'Failed to update user roles',
      rolesUpdateError: 'Error updating user roles',
      sessionsRevoked: 'User signed out everywhere',
      sessionsRevokeFailed: 'Failed to sign out user everywhere',
      empty: 'No users found',
      notFound: 'User not found',
      detailsFetchFailed: 'Failed to fetch user details',
    });
    expect(USER_EMPTY_HINTS).toEqual({
      filtered: 'Try adjusting your search or filter criteria.',
      unfiltered: 'Get started by adding a new user.',
    });
  });

  it.each([
    [500, 'Failed to fetch users: 500'],
    ['Service Unavailable', 'Failed to fetch users: Service Unavailable'],
  ])('a failed fetch with status %s toasts %s', (status, expected) => {
    expect(usersFetchFailedMessage(status)).toBe(expected);
  });

  it.each<[Parameters<typeof userRefusalMessage>[1], string]>([
    [{ serverMessage: 'Username already exists' }, 'Username already exists'],
    [{ serverMessage: '  ', statusText: 'Conflict' }, 'Conflict'],
    [{ serverMessage: null, statusText: null }, 'Failed to block user'],
    [undefined, 'Failed to block user'],
  ])('a refusal with %o toasts %s', (reason, expected) => {
    expect(userRefusalMessage(USER_MESSAGES.blockFailed, reason)).toBe(expected);
  });

  it('asks before each action, naming the user', () => {
    expect(USER_QUESTIONS.approve('newcomer')).toEqual({
      title: 'Approve newcomer?',
      message: 'newcomer will be able to sign in with the password chosen when registering.',
      confirmLabel: 'Approve',
      pendingLabel: 'Approving...',
    });
    expect(USER_QUESTIONS.block('Asha Rao')).toEqual({
      title: 'Block Asha Rao?',
      message: 'Asha Rao will be signed out at once and cannot sign in until unblocked.',
      confirmLabel: 'Block',
      pendingLabel: 'Blocking...',
    });
    expect(USER_QUESTIONS.unblock('asha')).toEqual({
      title: 'Unblock asha?',
      message: 'asha will be able to sign in again.',
      confirmLabel: 'Unblock',
      pendingLabel: 'Unblocking...',
    });
    expect(USER_QUESTIONS.delete('Asha Rao')).toEqual({
      title: 'Delete Asha Rao',
      message: 'Are you sure you want to delete this user?',
      confirmLabel: 'Delete',
      pendingLabel: 'Deleting...',
    });
    expect(USER_QUESTIONS.revokeSessions('Asha Rao')).toEqual({
      title: 'Sign out Asha Rao everywhere?',
      message: 'Asha Rao will be signed out on every device and must sign in again.',
      confirmLabel: 'Sign Out Everywhere',
      pendingLabel: 'Signing out...',
    });
  });

  it('keeps the Change Password texts', () => {
    expect(CHANGE_PASSWORD_TEXTS).toEqual({
      unableToRetrieve: 'Unable to retrieve',
      loading: 'Loading...',
      takesEffectAtOnce:
        'The new password takes effect immediately: the user is signed out everywhere and must sign in with it.',
    });
  });
});
