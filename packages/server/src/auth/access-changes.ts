/**
 * The operations that change what an access token proves, and whose proof each one changes.
 * Passwords and sessions are not here: they decide which refresh tokens still work, not what a
 * signed-in user may do, and an access token lives out its minutes whatever they say.
 */
import type { OperationId } from '../http/handler';
import type { AccessCache } from './access-cache';

type AccessChange =
  /** The account at /users/{id}: blocked, unblocked, renamed, deleted, given other roles. */
  | 'the user in the path'
  /** A role or a permission, and so whoever holds it. */
  | 'everyone';

export const ACCESS_CHANGES: Partial<Record<OperationId, AccessChange>> = {
  updateUser: 'the user in the path',
  deleteUser: 'the user in the path',
  blockUser: 'the user in the path',
  unblockUser: 'the user in the path',
  assignUserRoles: 'the user in the path',
  updateRole: 'everyone',
  deleteRole: 'everyone',
  assignRolePermissions: 'everyone',
  updatePermission: 'everyone',
  deletePermission: 'everyone',
};

/** Called once the operation's handler is done, so its transaction has committed or failed. */
export function forgetChangedAccess(
  cache: AccessCache,
  operationId: string,
  params: { id?: unknown },
): void {
  const change = ACCESS_CHANGES[operationId as OperationId];
  if (change === 'everyone') cache.forgetEveryone();
  else if (change === 'the user in the path') cache.forgetUser(Number(params.id));
}
