/**
 * Texts of the Roles screen: the toasts of docs/product/messages.md "Roles" (but those of a
 * user's roles, which belong to the Users screen), its empty state and its delete question.
 * Where the words are ours, the comment says so.
 */
export const ROLE_MESSAGES = {
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
  /** The details of a role that is gone (ours, as the Projects page says of a project). */
  notFound: 'Role not found',
  /** The delete question is ours; it asks as the other lists do. */
  confirmDelete: 'Are you sure you want to delete this role?',
} as const;

/** The empty list's hint (ours): with a search that hides roles, or with none. */
export const ROLE_EMPTY_HINTS = {
  filtered: 'Try adjusting your search.',
  unfiltered: 'Get started by adding a new role.',
} as const;

/** A refused save's toast: the server's message, or 'Failed to create role' / '… update role'. */
export function roleSaveFailedMessage(
  save: 'create' | 'update',
  serverMessage: string | null | undefined,
): string {
  const message = serverMessage?.trim();
  if (message) return message;
  return save === 'create' ? ROLE_MESSAGES.createFailed : ROLE_MESSAGES.updateFailed;
}

/**
 * The delete question (ours). A role users hold says how many, since they lose its permissions
 * with it: '2 users hold this role; they will lose its permissions. Are you sure you want to
 * delete it?'.
 */
export function roleDeleteQuestion(userCount: number): string {
  if (userCount <= 0) return ROLE_MESSAGES.confirmDelete;
  const holders =
    userCount === 1
      ? '1 user holds this role and will lose its permissions.'
      : `${userCount.toLocaleString('en-IN')} users hold this role; they will lose its permissions.`;
  return `${holders} Are you sure you want to delete it?`;
}
