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
import { permissions, rolePermissions, roles, userRoles } from '../../db/schema';
import { forbidden } from '../../http/http-error';
import { CONTRACT_OPERATIONS } from '../../openapi/contract';
import { PERMISSION_CATALOGUE } from '../../seed/access-catalogue';
import { ADMINISTRATION_MESSAGES, cannotGrant, cannotRename } from './administration-messages';

function refuseUnheld(actor: SignedInUser, names: readonly string[], refusal = cannotGrant): void {
  const unheld = permissionsBeyond(actor.permissions, names);
  if (unheld.length > 0) throw forbidden(refusal(unheld));
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

/** The names that open something: the contract's operations and the catalogue's screens. */
const CHECKED_NAMES = new Set(
  [
    ...CONTRACT_OPERATIONS.flatMap(({ access }) =>
      access.kind === 'permission' ? [access.name] : [],
    ),
    ...PERMISSION_CATALOGUE.map(({ name }) => name),
  ].map((name) => name.toLowerCase()),
);

/**
 * Access is checked by name, so renaming a permission takes the old name's access from everyone
 * holding it and gives them the new name's: the actor must hold the old name while it grants
 * anything, and the new one unless nothing checks it. Otherwise a holder of permissions.edit
 * could rename bookings.delete out of the way and another permission of theirs into its place.
 */
export async function refuseRenameBeyondActor(
  db: Executor,
  actor: SignedInUser,
  permissionId: number,
  renamed: { name: string; isActive: boolean },
): Promise<void> {
  const [current] = await db
    .select({ name: permissions.name, isActive: permissions.isActive })
    .from(permissions)
    .where(eq(permissions.id, permissionId));
  if (!current || current.name.toLowerCase() === renamed.name.toLowerCase()) return;
  const taken = current.isActive ? [current.name] : [];
  const given = renamed.isActive && CHECKED_NAMES.has(renamed.name.toLowerCase());
  refuseUnheld(actor, given ? [...taken, renamed.name] : taken, cannotRename);
}

/** Activating a role gives its holders all it grants, as assigning it would: the actor's own. */
export async function refuseActivationBeyondActor(
  db: Executor,
  actor: SignedInUser,
  roleId: number,
  willBeActive: boolean,
): Promise<void> {
  if (!willBeActive) return;
  const [role] = await db
    .select({ isActive: roles.isActive })
    .from(roles)
    .where(eq(roles.id, roleId));
  if (!role || role.isActive) return;
  refuseUnheld(actor, await permissionsOfRoles(db, [roleId]));
}
