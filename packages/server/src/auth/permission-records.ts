/** Checks the permission handlers share: the permission in the path, a free name, ids a body names. */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { permissions } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/http-error';
import { sameName } from '../db/same-name';
import { ADMINISTRATION_MESSAGES, unknownPermission } from './messages';

export async function existingPermission(db: Executor, permissionId: number): Promise<void> {
  const [permission] = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(eq(permissions.id, permissionId));
  if (!permission) throw notFound(ADMINISTRATION_MESSAGES.permissionNotFound);
}

/** 409 when another permission has the name in any letter case, as the unique index compares. */
export async function assertPermissionNameFree(
  db: Executor,
  name: string,
  exceptPermissionId?: number,
): Promise<void> {
  const [other] = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(
      and(
        sameName(permissions.name, name),
        exceptPermissionId === undefined ? undefined : ne(permissions.id, exceptPermissionId),
      ),
    );
  if (other) {
    throw conflict(ADMINISTRATION_MESSAGES.permissionNameTaken, {
      name: ADMINISTRATION_MESSAGES.permissionNameTaken,
    });
  }
}

/** 400 naming the first permission id that does not exist: the body refers to no such record. */
export async function assertPermissionsExist(db: Executor, permissionIds: number[]): Promise<void> {
  if (permissionIds.length === 0) return;
  const found = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(inArray(permissions.id, permissionIds));
  const known = new Set(found.map((permission) => permission.id));
  const missing = permissionIds.find((id) => !known.has(id));
  if (missing !== undefined) {
    throw badRequest(unknownPermission(missing), { permissionIds: unknownPermission(missing) });
  }
}
