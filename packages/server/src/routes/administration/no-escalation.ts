/**
 * Nobody gives access they do not hold, nor manages someone who holds more than they do. The
 * permissions that open the administration screens are fine-grained (users.edit sets a user's
 * roles and password), so without these checks a holder of users.edit alone could give
 * themselves the Admin role, or set an administrator's password and sign in as them. Refusals
 * answer 403 and name what is missing.
 *
 * Only active permissions count: an inactive one grants nothing to anyone.
 */
import { isWithinReach, permissionsBeyond } from '@plotline/domain';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { accessOf, type SignedInUser } from '../../auth/signed-in-user';
import type { Executor } from '../../db/database';
import { permissions, rolePermissions, userRoles } from '../../db/schema';
import { forbidden } from '../../http/http-error';
import { ADMINISTRATION_MESSAGES, cannotGrant } from './administration-messages';

function refuseUnheld(actor: SignedInUser, names: readonly string[]): void {
  const unheld = permissionsBeyond(actor.permissions, names);
  if (unheld.length > 0) throw forbidden(cannotGrant(unheld));
}

/** The active permissions of these roles. */
async function permissionsOfRoles(db: Executor, roleIds: readonly number[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(
      permissions,
      and(eq(permissions.id, rolePermissions.permissionId), eq(permissions.isActive, true)),
    )
    .where(inArray(rolePermissions.roleId, [...roleIds]));
  return rows.map((row) => row.name);
}

/**
 * A user whose permissions are not all the actor's is out of the actor's reach: their account,
 * status, password, roles and sessions.
 */
export async function refuseUnlessWithinReach(
  db: Executor,
  actor: SignedInUser,
  userId: number,
): Promise<void> {
  if (!isWithinReach(await accessOf(db, userId), actor.permissions)) {
    throw forbidden(ADMINISTRATION_MESSAGES.userOutOfReach);
  }
}

/** The roles a user is given anew may grant only what the actor holds. */
export async function refuseRolesBeyondActor(
  db: Executor,
  actor: SignedInUser,
  userId: number,
  roleIds: readonly number[],
): Promise<void> {
  const held = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  const heldIds = new Set(held.map((row) => row.roleId));
  const added = roleIds.filter((roleId) => !heldIds.has(roleId));
  refuseUnheld(actor, await permissionsOfRoles(db, added));
}

/** The permissions a role is given anew must be the actor's own. */
export async function refusePermissionsBeyondActor(
  db: Executor,
  actor: SignedInUser,
  roleId: number,
  permissionIds: readonly number[],
): Promise<void> {
  if (permissionIds.length === 0) return;
  const added = await db
    .select({ name: permissions.name })
    .from(permissions)
    .where(
      and(
        inArray(permissions.id, [...permissionIds]),
        eq(permissions.isActive, true),
        notInArray(
          permissions.id,
          db
            .select({ id: rolePermissions.permissionId })
            .from(rolePermissions)
            .where(eq(rolePermissions.roleId, roleId)),
        ),
      ),
    );
  refuseUnheld(
    actor,
    added.map((row) => row.name),
  );
}
