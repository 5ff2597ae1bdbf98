/**
 * Texts of the Users screen: the toasts of docs/product/messages.md "Users" and the user-roles
 * toasts of "Roles", then the screen's own words (docs/product/screens.md "Users"). Where the
 * words are ours, the comment says so.
 */
export const USER_MESSAGES = {
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
  /** 'Sign out everywhere' is ours (an extension), and so are its toasts. */
  sessionsRevoked: 'User signed out everywhere',
  sessionsRevokeFailed: 'Failed to sign out user everywhere',
  /** The empty list follows the other lists (docs/product/screens.md). */
  empty: 'No users found',
  /** A user's details at their address (/users/:id) are ours; they say as a project's do. */
  notFound: 'User not found',
  detailsFetchFailed: 'Failed to fetch user details',
} as const;

/** The empty list's hint: with a search that hides users, or with none (ours, as the others). */
export const USER_EMPTY_HINTS = {
  filtered: 'Try adjusting your search or filter criteria.',
  unfiltered: 'Get started by adding a new user.',
} as const;

/** 'Failed to fetch users: {status}' (docs/product/messages.md "Users"). */
export function usersFetchFailedMessage(status: number | string): string {
  return `Failed to fetch users: ${status}`;
}

/**
 * A refusal's toast: the server's reason when it gave one (its message, else its status text),
 * else the action's own failure text, e.g. USER_MESSAGES.blockFailed or saveRefused.
 */
export function userRefusalMessage(
  fallback: string,
  reason: { serverMessage?: string | null; statusText?: string | null } = {},
): string {
  return reason.serverMessage?.trim() || reason.statusText?.trim() || fallback;
}

/** What a confirmation asks, and its confirm button's words before and while it runs. */
export type UserQuestion = {
  title: string;
  message: string;
  confirmLabel: string;
  pendingLabel: string;
};

/**
 * The questions the Users screen asks before an action (docs/product/screens.md "Users": block
 * and unblock each ask; approving, ours, asks as unblocking does). The words are ours; `name` is
 * how the list names the user.
 */
export const USER_QUESTIONS = {
  approve: (name: string): UserQuestion => ({
    title: `Approve ${name}?`,
    message: `${name} will be able to sign in with the password chosen when registering.`,
    confirmLabel: 'Approve',
    pendingLabel: 'Approving...',
  }),
  block: (name: string): UserQuestion => ({
    title: `Block ${name}?`,
    message: `${name} will be signed out at once and cannot sign in until unblocked.`,
    confirmLabel: 'Block',
    pendingLabel: 'Blocking...',
  }),
  unblock: (name: string): UserQuestion => ({
    title: `Unblock ${name}?`,
    message: `${name} will be able to sign in again.`,
    confirmLabel: 'Unblock',
    pendingLabel: 'Unblocking...',
  }),
  delete: (name: string): UserQuestion => ({
    title: `Delete ${name}`,
    message: 'Are you sure you want to delete this user?',
    confirmLabel: 'Delete',
    pendingLabel: 'Deleting...',
  }),
  revokeSessions: (name: string): UserQuestion => ({
    title: `Sign out ${name} everywhere?`,
    message: `${name} will be signed out on every device and must sign in again.`,
    confirmLabel: 'Sign Out Everywhere',
    pendingLabel: 'Signing out...',
  }),
} as const;

/** The Change Password modal's words beyond its validation (ours but 'Unable to retrieve'). */
export const CHANGE_PASSWORD_TEXTS = {
  unableToRetrieve: 'Unable to retrieve',
  loading: 'Loading...',
  takesEffectAtOnce:
    'The new password takes effect immediately: the user is signed out everywhere and must sign in with it.',
} as const;
