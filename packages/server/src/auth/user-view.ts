/**
 * The contract's User: the account with its role names and the permissions its active roles grant
 * through active permissions (the rule of signed-in-user.ts's accessOf), read for many users in
 * one query so the users table costs two queries whatever its length.
 */
import type { components } from '@plotline/api-client/schema';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { permissions, rolePermissions, roles, userRoles, users } from '../db/schema';
import { notFound } from '../http/http-error';
import { ADMINISTRATION_MESSAGES } from './messages';

export type UserView = components['schemas']['User'];

type UserAccess = { roles: string[]; permissions: string[] };

async function accessOfUsers(db: Executor, userIds: number[]): Promise<Map<number, UserAccess>> {
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

/** The users matching `where`, by username in any letter case, as the contract shows them. */
export async function userViews(db: Executor, where?: SQL): Promise<UserView[]> {
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phoneNumber: users.phoneNumber,
      isActive: users.isActive,
      lastLoginAt: users.lastLoginAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(where)
    .orderBy(sql`lower(${users.username})`);
  const access = await accessOfUsers(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    roles: access.get(row.id)?.roles ?? [],
    permissions: access.get(row.id)?.permissions ?? [],
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The user in the path, or 404. */
export async function userViewOr404(db: Executor, userId: number): Promise<UserView> {
  const [view] = await userViews(db, eq(users.id, userId));
  if (!view) throw notFound(ADMINISTRATION_MESSAGES.userNotFound);
  return view;
}
