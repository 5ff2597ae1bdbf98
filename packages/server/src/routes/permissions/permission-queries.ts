/** Reading and writing the permission catalogue. */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { assertIdsExist, assertNameFree, rowExists } from '../../db/row-queries';
import { permissions } from '../../db/schema';
import { notFound } from '../../http/http-error';
import {
  ADMINISTRATION_MESSAGES,
  unknownPermission,
} from '../administration/administration-messages';
import type { PermissionValues } from './permission-input';

export const permissionNotFound = () => notFound(ADMINISTRATION_MESSAGES.permissionNotFound);

/** By name in any letter case, the order of the unique index. */
export function permissionsByName(db: Executor) {
  return db
    .select()
    .from(permissions)
    .orderBy(sql`lower(${permissions.name})`);
}

/** The permission in the path, or 404. */
export async function existingPermission(db: Executor, permissionId: number): Promise<void> {
  if (!(await rowExists(db, permissions, permissionId))) throw permissionNotFound();
}

/** 409 when another permission has the name in any letter case. */
export function assertPermissionNameFree(db: Executor, name: string, exceptId?: number) {
  const message = ADMINISTRATION_MESSAGES.permissionNameTaken;
  return assertNameFree(db, permissions, name, { message, exceptId });
}

export function assertPermissionsExist(db: Executor, permissionIds: number[]) {
  const refusal = { field: 'permissionIds', message: unknownPermission };
  return assertIdsExist(db, permissions, permissionIds, refusal);
}

export async function insertPermission(db: Executor, values: PermissionValues, now: Date) {
  const [row] = await db
    .insert(permissions)
    .values({ ...values, createdAt: now })
    .returning();
  if (!row) throw new Error('The permission was not created');
  return row;
}

/** The updated row, or none when it is gone. */
export async function updatePermissionRow(
  db: Executor,
  permissionId: number,
  values: PermissionValues,
) {
  const [row] = await db
    .update(permissions)
    .set(values)
    .where(eq(permissions.id, permissionId))
    .returning();
  return row;
}

/** Roles granting it lose it: the database cascades the grants. */
export async function deletePermissionRow(db: Executor, permissionId: number) {
  await db.delete(permissions).where(eq(permissions.id, permissionId));
}
