/** Whether anybody can still administer, and the lock access changes queue on. */
import { ADMIN_ACTION_PERMISSIONS } from '@plotline/domain';
import { and, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { permissions, rolePermissions, roles, userRoles, users } from '../../db/schema';

/**
 * Opening the three administration screens (docs/product/screens.md), and what their edit buttons
 * need.
 */
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

/** Held until the transaction ends. */
export async function lockAccessChanges(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ACCESS_CHANGES_LOCK}::bigint)`);
}

/** Whether any active user administers, or, given a user, whether that user does. */
export async function administers(tx: Transaction, userId?: number): Promise<boolean> {
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
    .where(and(eq(users.isActive, true), userId === undefined ? undefined : eq(users.id, userId)))
    .groupBy(users.id)
    .having(sql`${countDistinct(permissions.name)} = ${ADMINISTRATOR_PERMISSIONS.length}`)
    .limit(1);
  return administrators.length > 0;
}
