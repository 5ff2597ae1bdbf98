/** roles: the Role Management screen, the Role modal and the Permissions modal. */
import type { Handlers } from '../http/handler';
import { assertPermissionsExist } from './permissions/permission-queries';
import { roleInput } from './roles/role-input';
import {
  assertRoleNameFree,
  deleteRoleRow,
  existingRole,
  insertRole,
  replaceRolePermissions,
  roleOr404,
  rolesWhere,
  updateRoleRow,
} from './roles/role-queries';

export const rolesHandlers: Handlers = {
  async listRoles({ db }) {
    return { status: 200, body: await rolesWhere(db) };
  },

  /** Created with no permissions: the Permissions modal grants them. */
  async createRole({ db, clock, body }) {
    const values = roleInput(body);
    const roleId = await db.transaction(async (tx) => {
      await assertRoleNameFree(tx, values.name);
      return insertRole(tx, values, clock.now());
    });
    return { status: 201, body: await roleOr404(db, roleId) };
  },

  async getRole({ db, params }) {
    return { status: 200, body: await roleOr404(db, params.id) };
  },

  /**
   * Deactivating a role takes its permissions from its holders and activating one gives them:
   * the router runs it as an access change (administration/no-escalation.ts).
   */
  async updateRole({ db, params, body }) {
    await db.transaction(async (tx) => {
      await existingRole(tx, params.id);
      const values = roleInput(body);
      await assertRoleNameFree(tx, values.name, params.id);
      await updateRoleRow(tx, params.id, values);
    });
    return { status: 200, body: await roleOr404(db, params.id) };
  },

  async deleteRole({ db, params }) {
    await db.transaction(async (tx) => {
      await existingRole(tx, params.id);
      await deleteRoleRow(tx, params.id);
    });
    return { status: 204, body: undefined };
  },

  /** Replaces the whole set, so the modal's ticks are exactly the role's permissions afterwards. */
  async assignRolePermissions({ db, params, body }) {
    await db.transaction(async (tx) => {
      await existingRole(tx, params.roleId);
      await assertPermissionsExist(tx, body.permissionIds);
      await replaceRolePermissions(tx, params.roleId, body.permissionIds);
    });
    return { status: 200, body: await roleOr404(db, params.roleId) };
  },
};
