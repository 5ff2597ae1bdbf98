/** roles: the Role Management screen, the Role modal and the Permissions modal. */
import type { components } from '@plotline/api-client/schema';
import { DEFAULT_IS_ACTIVE, filledText, isValid, validateRole } from '@plotline/domain';
import { eq } from 'drizzle-orm';
import { keepingAnAdministrator } from '../auth/administration-guard';
import { assertPermissionsExist } from '../auth/permission-records';
import { assertRoleNameFree, existingRole } from '../auth/role-records';
import { roleViewOr404, roleViews } from '../auth/role-view';
import { rolePermissions, roles } from '../db/schema';
import type { Handler, Handlers } from '../http/handler';
import { invalid } from '../http/http-error';

/** The role's columns from the Role modal, after its rule holds: the name trimmed, a blank description none. */
function roleFields(form: components['schemas']['RoleRequest']) {
  const errors = validateRole(form);
  if (!isValid(errors)) throw invalid(errors);
  return {
    name: form.name.trim(),
    description: filledText(form.description ?? ''),
    isActive: form.isActive ?? DEFAULT_IS_ACTIVE,
  };
}

const listRoles: Handler<'listRoles'> = async ({ db }) => ({
  status: 200,
  body: await roleViews(db),
});

/** Created with no permissions: the Permissions modal grants them. */
const createRole: Handler<'createRole'> = async ({ db, clock, body }) => {
  const fields = roleFields(body);
  const roleId = await db.transaction(async (tx) => {
    await assertRoleNameFree(tx, fields.name);
    const [created] = await tx
      .insert(roles)
      .values({ ...fields, createdAt: clock.now() })
      .returning({ id: roles.id });
    if (!created) throw new Error('The role was not created');
    return created.id;
  });
  return { status: 201, body: await roleViewOr404(db, roleId) };
};

const getRole: Handler<'getRole'> = async ({ db, params }) => ({
  status: 200,
  body: await roleViewOr404(db, params.id),
});

/** Deactivating a role takes its permissions from its holders, hence the administrator guard. */
const updateRole: Handler<'updateRole'> = async ({ db, params, body }) => {
  await db.transaction(async (tx) => {
    await existingRole(tx, params.id);
    const fields = roleFields(body);
    await assertRoleNameFree(tx, fields.name, params.id);
    await keepingAnAdministrator(tx, () =>
      tx.update(roles).set(fields).where(eq(roles.id, params.id)),
    );
  });
  return { status: 200, body: await roleViewOr404(db, params.id) };
};

/** Its holders lose it (the database cascades the assignments). */
const deleteRole: Handler<'deleteRole'> = async ({ db, params }) => {
  await db.transaction(async (tx) => {
    await existingRole(tx, params.id);
    await keepingAnAdministrator(tx, () => tx.delete(roles).where(eq(roles.id, params.id)));
  });
  return { status: 204, body: undefined };
};

/** Replaces the whole set, so the modal's ticks are exactly the role's permissions afterwards. */
const assignRolePermissions: Handler<'assignRolePermissions'> = async ({ db, params, body }) => {
  await db.transaction(async (tx) => {
    await existingRole(tx, params.roleId);
    await assertPermissionsExist(tx, body.permissionIds);
    await keepingAnAdministrator(tx, async () => {
      await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, params.roleId));
      if (body.permissionIds.length > 0) {
        await tx
          .insert(rolePermissions)
          .values(
            body.permissionIds.map((permissionId) => ({ roleId: params.roleId, permissionId })),
          );
      }
    });
  });
  return { status: 200, body: await roleViewOr404(db, params.roleId) };
};

export const rolesHandlers: Handlers = {
  listRoles,
  createRole,
  getRole,
  updateRole,
  deleteRole,
  assignRolePermissions,
};
