/**
 * Texts of the Permissions screen. docs/product/messages.md "Permissions" gives only
 * 'Failed to fetch permissions'; the others are the roles' messages with Permission in place of
 * Role, as it asks. The empty state is docs/product/screens.md's; the delete question and the
 * hints are ours.
 */
export const PERMISSION_MESSAGES = {
  fetchFailed: 'Failed to fetch permissions',
  created: 'Permission created successfully',
  updated: 'Permission updated successfully',
  createFailed: 'Failed to create permission',
  updateFailed: 'Failed to update permission',
  deleted: 'Permission deleted successfully',
  deleteFailed: 'Failed to delete permission',
  empty: 'No permissions found',
  confirmDelete: 'Are you sure you want to delete this permission?',
} as const;

/** The empty list's hint (ours): with a search or module that hides permissions, or with none. */
export const PERMISSION_EMPTY_HINTS = {
  filtered: 'Try adjusting your search or filter criteria.',
  unfiltered: 'Get started by adding a new permission.',
} as const;

/** A refused save's toast: the server's message, or 'Failed to create permission' / '… update'. */
export function permissionSaveFailedMessage(
  save: 'create' | 'update',
  serverMessage: string | null | undefined,
): string {
  const message = serverMessage?.trim();
  if (message) return message;
  return save === 'create' ? PERMISSION_MESSAGES.createFailed : PERMISSION_MESSAGES.updateFailed;
}
