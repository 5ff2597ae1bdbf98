/** Who is calling, as the database says now; the router asks through caller-access.ts. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { permissions, rolePermissions, roles, userRoles } from '../db/schema';

export type SignedInUser = {
  id: number;
  username: string;
  isActive: boolean;
  /** Must change the password set for them before anything else (openapi.yaml "Sessions"). */
  passwordChangeRequired: boolean;
  roles: string[];
  permissions: Set<string>;
};

export type UserAccess = { roles: string[]; permissions: string[] };

/**
 * Users' role names and the permissions their active roles grant through active permissions,
 * for many users in one query. The one place this rule lives.
 */
export async function accessOfUsers(
  db: Executor,
  userIds: number[],
): Promise<Map<number, UserAccess>> {
  const rows =
    userIds.length === 0
      ? []
      : await db
          .select({
            userId: userRoles.userId,
            role: roles.name,
            roleActive: roles.isActive,
            permission: permissions.name,
          })
          .from(userRoles)
          .innerJoin(roles, eq(roles.id, userRoles.roleId))
          .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
          .leftJoin(
            permissions,
            and(eq(permissions.id, rolePermissions.permissionId), eq(permissions.isActive, true)),
          )
          .where(inArray(userRoles.userId, userIds));
  const access = new Map(
    userIds.map((id) => [id, { roles: new Set<string>(), permissions: new Set<string>() }]),
  );
  for (const row of rows) {
    const of = access.get(row.userId);
    of?.roles.add(row.role);
    if (row.roleActive && row.permission) of?.permissions.add(row.permission);
  }
  return new Map(
    [...access].map(([id, of]) => [
      id,
      { roles: [...of.roles].sort(), permissions: [...of.permissions].sort() },
    ]),
  );
}

export async function accessOf(db: Executor, userId: number): Promise<UserAccess> {
  return (await accessOfUsers(db, [userId])).get(userId) ?? { roles: [], permissions: [] };
}
