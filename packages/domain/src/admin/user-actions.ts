/**
 * Which buttons a row of the Users table offers (docs/product/access.md "Administration"):
 * each follows its permission, and nobody may block or delete their own account. An account
 * waiting for approval is approved or deleted (rejected), not blocked.
 */
import { adminGrantsOf, type AdminGrants } from '../access/admin-action-permissions';
import type { AccessUser } from '../access/has-permission';

/** What the signed-in user may do on the Users screen. */
export type UserGrants = AdminGrants;

export function userGrantsOf(viewer: AccessUser): UserGrants {
  return adminGrantsOf(viewer, 'users');
}

export type UserAction =
  | 'approve'
  | 'edit'
  | 'manageRoles'
  | 'changePassword'
  | 'block'
  | 'unblock'
  | 'revokeSessions'
  | 'delete';

/** Who is looking at the Users screen: the signed-in user and what they hold. */
export type UserViewer = { id: number; permissions: readonly string[] };

/**
 * The permissions of `wanted` the viewer does not hold, sorted: nobody gives access they do not
 * hold themselves (docs/product/access.md "Administration").
 */
export function permissionsBeyond(
  viewerPermissions: Iterable<string>,
  wanted: Iterable<string>,
): string[] {
  const held = new Set(viewerPermissions);
  return [...new Set(wanted)].filter((name) => !held.has(name)).sort();
}

/**
 * Whether the viewer may manage the user at all: only when the user holds no permission the
 * viewer does not, so nobody takes over an account with more access than their own.
 */
export function isWithinReach(
  user: { permissions: readonly string[] },
  viewerPermissions: Iterable<string>,
): boolean {
  return permissionsBeyond(viewerPermissions, user.permissions).length === 0;
}

/**
 * A row's actions, in the order shown: Block for an active user, Unblock for a blocked one.
 * 'Sign out everywhere' (ours) needs users.edit, as blocking does. A user out of the viewer's
 * reach, and the viewer's own row for Block and Delete, offer nothing.
 *
 * An account waiting for approval (ours) offers Approve with users.edit, then Edit and Manage
 * Roles, so it can be readied before it is let in; it has never signed in, so it offers no
 * Change Password, Block or Sign out everywhere. Rejecting it is Delete.
 */
export function userActionsOf(
  user: {
    id: number;
    isActive: boolean;
    awaitingApproval: boolean;
    permissions: readonly string[];
  },
  grants: UserGrants,
  viewer: UserViewer | null,
): UserAction[] {
  if (!viewer || !isWithinReach(user, viewer.permissions)) return [];
  const isSelf = user.id === viewer.id;
  const actions: UserAction[] = [];
  if (grants.edit && user.awaitingApproval) {
    actions.push('approve', 'edit', 'manageRoles');
  } else if (grants.edit) {
    actions.push('edit', 'manageRoles', 'changePassword');
    if (!user.isActive) actions.push('unblock');
    else if (!isSelf) actions.push('block');
    actions.push('revokeSessions');
  }
  if (grants.delete && !isSelf) actions.push('delete');
  return actions;
}
