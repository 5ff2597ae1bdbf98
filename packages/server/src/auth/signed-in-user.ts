/** Who is calling: read from the database on every request, so a block or a role change bites at once. */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { permissions, rolePermissions, roles, userRoles, users } from '../db/schema';

export type SignedInUser = {
  id: number;
  username: string;
  isActive: boolean;
  roles: string[];
  permissions: Set<string>;
};

/** The user's role names and the permissions their active roles grant through active permissions. */
export async function accessOf(db: Executor, userId: number) {
  const rows = await db
    .select({ role: roles.name, roleActive: roles.isActive, permission: permissions.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .leftJoin(
      permissions,
      and(eq(permissions.id, rolePermissions.permissionId), eq(permissions.isActive, true)),
    )
    .where(eq(userRoles.userId, userId));
  const roleNames = [...new Set(rows.map((r) => r.role))].sort();
  const granted = rows
    .filter((r) => r.roleActive && r.permission)
    .map((r) => r.permission as string);
  return { roles: roleNames, permissions: [...new Set(granted)].sort() };
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
