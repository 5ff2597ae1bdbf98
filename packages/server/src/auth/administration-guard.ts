/**
 * Nobody may lock the business out of its own back office. An administrator here is an active
 * user whose active roles grant, through active permissions, the view and edit permissions of
 * users, roles and permissions: exactly what it takes to open those screens and give any access
 * back. "Holding every permission" would not do: a newly created permission is held by nobody
 * until a role grants it.
 *
 * Every change that can take access away (deleting or blocking a user, taking roles from a user
 * or permissions from a role, deactivating, renaming or deleting a role or a permission) runs
 * through `keepingAnAdministrator`, which refuses it with 409 when it would leave none.
 */
import { ADMIN_ACTION_PERMISSIONS } from '@plotline/domain';
import { and, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { permissions, rolePermissions, roles, userRoles, users } from '../db/schema';
import { conflict } from '../http/http-error';
import { ADMINISTRATION_MESSAGES } from './messages';

/** Opening the three administration screens (SPEC.md section 2), and what their edit buttons need. */
export const ADMINISTRATOR_PERMISSIONS = [
  'users.view',
  ADMIN_ACTION_PERMISSIONS.users.edit,
  'roles.view',
  ADMIN_ACTION_PERMISSIONS.roles.edit,
  'permissions.view',
  ADMIN_ACTION_PERMISSIONS.permissions.edit,
];

/** Any number will do, as long as only access changes take this advisory lock. */
const ACCESS_CHANGES_LOCK = 7_410_231;

async function someoneAdministers(tx: Transaction): Promise<boolean> {
  const administrators = await tx
    .select({ userId: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.isActive, true)))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .innerJoin(
      permissions,
      and(
        eq(permissions.id, rolePermissions.permissionId),
        eq(permissions.isActive, true),
        inArray(permissions.name, ADMINISTRATOR_PERMISSIONS),
      ),
    )
    .where(eq(users.isActive, true))
    .groupBy(users.id)
    .having(sql`${countDistinct(permissions.name)} = ${ADMINISTRATOR_PERMISSIONS.length}`)
    .limit(1);
  return administrators.length > 0;
}

/**
 * Runs `change` and refuses it (rolling the transaction back) when it takes the last
 * administrator away. Access changes queue on one advisory lock, so two administrators removing
 * each other at the same moment cannot both pass the check. A database that already had no
 * administrator is not made to refuse everything: only a change that removes the last one is.
 */
export async function keepingAnAdministrator<T>(
  tx: Transaction,
  change: () => Promise<T>,
): Promise<T> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ACCESS_CHANGES_LOCK}::bigint)`);
  const before = await someoneAdministers(tx);
  const result = await change();
  if (before && !(await someoneAdministers(tx))) {
    throw conflict(ADMINISTRATION_MESSAGES.nobodyLeftToAdminister);
  }
  return result;
}
