/** The contract's Role: the role with the permissions it grants, by name. */
import type { components } from '@plotline/api-client/schema';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { permissions, rolePermissions, roles } from '../db/schema';
import { notFound } from '../http/http-error';
import { ADMINISTRATION_MESSAGES } from './messages';

export type RoleView = components['schemas']['Role'];

/** The roles matching `where`, by name in any letter case; two queries whatever their number. */
export async function roleViews(db: Executor, where?: SQL): Promise<RoleView[]> {
  const rows = await db
    .select()
    .from(roles)
    .where(where)
    .orderBy(sql`lower(${roles.name})`);
  const granted =
    rows.length === 0
      ? []
      : await db
          .select({ roleId: rolePermissions.roleId, id: permissions.id, name: permissions.name })
          .from(rolePermissions)
          .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
          .where(
            inArray(
              rolePermissions.roleId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(permissions.name);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    permissions: granted
      .filter((grant) => grant.roleId === row.id)
      .map(({ id, name }) => ({ id, name })),
  }));
}

/** The role in the path, or 404. */
export async function roleViewOr404(db: Executor, roleId: number): Promise<RoleView> {
  const [view] = await roleViews(db, eq(roles.id, roleId));
  if (!view) throw notFound(ADMINISTRATION_MESSAGES.roleNotFound);
  return view;
}
