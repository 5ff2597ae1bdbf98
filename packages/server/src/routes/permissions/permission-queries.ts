/** Reading and writing the permission catalogue. */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { firstMissingId, nameTaken, rowExists } from '../../db/row-queries';
import { permissions } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/http-error';
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

/** 409 when another permission has the name in any letter case, as the unique index compares. */
export async function assertPermissionNameFree(
  db: Executor,
  name: string,
  exceptPermissionId?: number,
): Promise<void> {
  if (!(await nameTaken(db, permissions, name, exceptPermissionId))) return;
  throw conflict(ADMINISTRATION_MESSAGES.permissionNameTaken, {
    name: ADMINISTRATION_MESSAGES.permissionNameTaken,
  });
}

/** 400 naming the first permission id that does not exist: the body refers to no such record. */
export async function assertPermissionsExist(db: Executor, permissionIds: number[]): Promise<void> {
  const missing = await firstMissingId(db, permissions, permissionIds);
  if (missing !== undefined) {
    throw badRequest(unknownPermission(missing), { permissionIds: unknownPermission(missing) });
  }
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
