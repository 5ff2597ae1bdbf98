/**
 * Which buttons a row of the Users table offers (docs/product/access.md "Administration"):
 * each follows its permission, and nobody may block or delete their own account.
 */
import { adminGrantsOf, type AdminGrants } from '../access/admin-action-permissions';
import type { AccessUser } from '../access/has-permission';

/** What the signed-in user may do on the Users screen. */
export type UserGrants = AdminGrants;

export function userGrantsOf(viewer: AccessUser): UserGrants {
  return adminGrantsOf(viewer, 'users');
}

export type UserAction =
  'edit' | 'manageRoles' | 'changePassword' | 'block' | 'unblock' | 'revokeSessions' | 'delete';

/**
 * A row's actions, in the order shown: Block for an active user, Unblock for a blocked one.
 * 'Sign out everywhere' (ours) needs users.edit, as blocking does.
 */
export function userActionsOf(
  user: { id: number; isActive: boolean },
  grants: UserGrants,
  signedInUserId: number | null,
): UserAction[] {
  const isSelf = user.id === signedInUserId;
  const actions: UserAction[] = [];
  if (grants.edit) {
    actions.push('edit', 'manageRoles', 'changePassword');
    if (!user.isActive) actions.push('unblock');
    else if (!isSelf) actions.push('block');
    actions.push('revokeSessions');
  }
  if (grants.delete && !isSelf) actions.push('delete');
  return actions;
}
