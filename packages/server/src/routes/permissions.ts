/** permissions: the permission catalogue (`module.action`) and its modal. */
import type { components } from '@plotline/api-client/schema';
import { DEFAULT_IS_ACTIVE, filledText, isValid, validatePermission } from '@plotline/domain';
import { eq, sql } from 'drizzle-orm';
import { keepingAnAdministrator } from '../auth/administration-guard';
import { ADMINISTRATION_MESSAGES } from '../auth/messages';
import { assertPermissionNameFree, existingPermission } from '../auth/permission-records';
import { permissionView } from '../auth/permission-view';
import { permissions } from '../db/schema';
import type { Handler, Handlers } from '../http/handler';
import { invalid, notFound } from '../http/http-error';

/** The permission's columns from the modal, after its rules hold: names trimmed, blanks none. */
function permissionFields(form: components['schemas']['PermissionRequest']) {
  const errors = validatePermission(form);
  if (!isValid(errors)) throw invalid(errors);
  return {
    name: form.name.trim(),
    description: filledText(form.description ?? ''),
    module: filledText(form.module ?? ''),
    isActive: form.isActive ?? DEFAULT_IS_ACTIVE,
  };
}

/** By name in any letter case, the order of the unique index. */
const listPermissions: Handler<'listPermissions'> = async ({ db }) => {
  const rows = await db
    .select()
    .from(permissions)
    .orderBy(sql`lower(${permissions.name})`);
  return { status: 200, body: rows.map(permissionView) };
};

const createPermission: Handler<'createPermission'> = async ({ db, clock, body }) => {
  const fields = permissionFields(body);
  const created = await db.transaction(async (tx) => {
    await assertPermissionNameFree(tx, fields.name);
    const [row] = await tx
      .insert(permissions)
      .values({ ...fields, createdAt: clock.now() })
      .returning();
    if (!row) throw new Error('The permission was not created');
    return row;
  });
  return { status: 201, body: permissionView(created) };
};

/**
 * Access is checked by permission name, so renaming or deactivating one takes it from everyone
 * holding it: the administrator guard keeps users.edit and its kind from going that way.
 */
const updatePermission: Handler<'updatePermission'> = async ({ db, params, body }) => {
  const updated = await db.transaction(async (tx) => {
    await existingPermission(tx, params.id);
    const fields = permissionFields(body);
    await assertPermissionNameFree(tx, fields.name, params.id);
    return keepingAnAdministrator(tx, () =>
      tx.update(permissions).set(fields).where(eq(permissions.id, params.id)).returning(),
    );
  });
  const [row] = updated;
  // Deleted by someone else between the check and the update.
  if (!row) throw notFound(ADMINISTRATION_MESSAGES.permissionNotFound);
  return { status: 200, body: permissionView(row) };
};

/** Roles granting it lose it (the database cascades the grants). */
const deletePermission: Handler<'deletePermission'> = async ({ db, params }) => {
  await db.transaction(async (tx) => {
    await existingPermission(tx, params.id);
    await keepingAnAdministrator(tx, () =>
      tx.delete(permissions).where(eq(permissions.id, params.id)),
    );
  });
  return { status: 204, body: undefined };
};

export const permissionsHandlers: Handlers = {
  listPermissions,
  createPermission,
  updatePermission,
  deletePermission,
};
