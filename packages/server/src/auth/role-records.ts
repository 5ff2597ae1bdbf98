/** Checks the role handlers share: the role in the path, a free name, roles a body names. */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { roles } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/http-error';
import { sameName } from '../db/same-name';
import { ADMINISTRATION_MESSAGES, unknownRole } from './messages';

export async function existingRole(db: Executor, roleId: number): Promise<void> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
  if (!role) throw notFound(ADMINISTRATION_MESSAGES.roleNotFound);
}

/** 409 when another role has the name in any letter case, as the unique index compares. */
export async function assertRoleNameFree(
  db: Executor,
  name: string,
  exceptRoleId?: number,
): Promise<void> {
  const [other] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        sameName(roles.name, name),
        exceptRoleId === undefined ? undefined : ne(roles.id, exceptRoleId),
      ),
    );
  if (other) {
    throw conflict(ADMINISTRATION_MESSAGES.roleNameTaken, {
      name: ADMINISTRATION_MESSAGES.roleNameTaken,
    });
  }
}

/** 400 naming the first role id that does not exist: the body refers to no such record. */
export async function assertRolesExist(db: Executor, roleIds: number[]): Promise<void> {
  if (roleIds.length === 0) return;
  const found = await db.select({ id: roles.id }).from(roles).where(inArray(roles.id, roleIds));
  const known = new Set(found.map((role) => role.id));
  const missing = roleIds.find((id) => !known.has(id));
  if (missing !== undefined)
    throw badRequest(unknownRole(missing), { roleIds: unknownRole(missing) });
}
