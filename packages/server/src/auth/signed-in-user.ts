/** Who is calling, as the database says; the router asks through the access cache (access-cache.ts). */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { permissions, rolePermissions, roles, userRoles, users } from '../db/schema';

export type SignedInUser = {
  id: number;
  username: string;
  isActive: boolean;
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

export async function loadSignedInUser(db: Executor, userId: number): Promise<SignedInUser | null> {
  const [user] = await db
    .select({ id: users.id, username: users.username, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const access = await accessOf(db, userId);
  return { ...user, roles: access.roles, permissions: new Set(access.permissions) };
}
