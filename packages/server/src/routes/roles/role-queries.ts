/** Reading and writing roles and the permissions they grant. */
import { groupBy } from '@plotline/domain';
import { count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database';
import { assertIdsExist, assertNameFree, rowExists } from '../../db/row-queries';
import { permissions, rolePermissions, roles, userRoles } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { ADMINISTRATION_MESSAGES, unknownRole } from '../administration/administration-messages';
import type { RoleValues } from './role-input';
import { roleResponse, type RoleResponse } from './role-response';

/**
 * The roles matching `where`, by name in any letter case, each with its permissions and how many
 * users hold it: three queries whatever their number.
 */
export async function rolesWhere(db: Executor, where?: SQL): Promise<RoleResponse[]> {
  const rows = await db
    .select()
    .from(roles)
    .where(where)
    .orderBy(sql`lower(${roles.name})`);
  if (rows.length === 0) return [];
  const roleIds = rows.map((row) => row.id);
  const [granted, holders] = await Promise.all([
    db
      .select({ roleId: rolePermissions.roleId, id: permissions.id, name: permissions.name })
      .from(rolePermissions)
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
      .where(inArray(rolePermissions.roleId, roleIds))
      .orderBy(permissions.name),
    db
      .select({ roleId: userRoles.roleId, count: count() })
      .from(userRoles)
      .where(inArray(userRoles.roleId, roleIds))
      .groupBy(userRoles.roleId),
  ]);
  const grantedByRole = groupBy(granted, (grant) => grant.roleId);
  const holdersByRole = new Map(holders.map((held) => [held.roleId, held.count]));
  return rows.map((row) =>
    roleResponse(row, grantedByRole.get(row.id) ?? [], holdersByRole.get(row.id) ?? 0),
  );
}

export async function roleOr404(db: Executor, roleId: number): Promise<RoleResponse> {
  const [role] = await rolesWhere(db, eq(roles.id, roleId));
  if (!role) throw notFound(ADMINISTRATION_MESSAGES.roleNotFound);
  return role;
}

/** The role in the path, or 404. */
export async function existingRole(db: Executor, roleId: number): Promise<void> {
  if (!(await rowExists(db, roles, roleId))) throw notFound(ADMINISTRATION_MESSAGES.roleNotFound);
}

/** 409 when another role has the name in any letter case. */
export function assertRoleNameFree(db: Executor, name: string, exceptId?: number) {
  return assertNameFree(db, roles, name, {
    message: ADMINISTRATION_MESSAGES.roleNameTaken,
    exceptId,
  });
}

export function assertRolesExist(db: Executor, roleIds: number[]) {
  return assertIdsExist(db, roles, roleIds, { field: 'roleIds', message: unknownRole });
}

export async function insertRole(db: Executor, values: RoleValues, now: Date): Promise<number> {
  const [created] = await db
    .insert(roles)
    .values({ ...values, createdAt: now })
    .returning({ id: roles.id });
  if (!created) throw new Error('The role was not created');
  return created.id;
}

export async function updateRoleRow(db: Executor, roleId: number, values: RoleValues) {
  await db.update(roles).set(values).where(eq(roles.id, roleId));
}

/** Its holders lose it: the database cascades the assignments. */
export async function deleteRoleRow(db: Executor, roleId: number) {
  await db.delete(roles).where(eq(roles.id, roleId));
}

/** The role's permissions become exactly `permissionIds`. */
export async function replaceRolePermissions(tx: Transaction, roleId: number, ids: number[]) {
  await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (ids.length === 0) return;
  await tx.insert(rolePermissions).values(ids.map((permissionId) => ({ roleId, permissionId })));
}
