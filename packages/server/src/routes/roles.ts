/** roles: the Role Management screen, the Role modal and the Permissions modal. */
import { signedIn, type Handlers } from '../http/handler';
import { keepingAnAdministrator } from './administration/administration-guard';
import {
  refuseActivationBeyondActor,
  refusePermissionsBeyondActor,
} from './administration/no-escalation';
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
   * Deactivating a role takes its permissions from its holders, hence the administrator guard;
   * activating one gives them, so only what the actor holds.
   */
  async updateRole({ db, params, body, user }) {
    await db.transaction(async (tx) => {
      await existingRole(tx, params.id);
      const values = roleInput(body);
      await assertRoleNameFree(tx, values.name, params.id);
      await refuseActivationBeyondActor(tx, signedIn(user), params.id, values.isActive);
      await keepingAnAdministrator(tx, signedIn(user).id, () =>
        updateRoleRow(tx, params.id, values),
      );
    });
    return { status: 200, body: await roleOr404(db, params.id) };
  },

  async deleteRole({ db, params, user }) {
    await db.transaction(async (tx) => {
      await existingRole(tx, params.id);
      await keepingAnAdministrator(tx, signedIn(user).id, () => deleteRoleRow(tx, params.id));
    });
    return { status: 204, body: undefined };
  },

  /** Replaces the whole set, so the modal's ticks are exactly the role's permissions afterwards. */
  async assignRolePermissions({ db, params, body, user }) {
    await db.transaction(async (tx) => {
      await existingRole(tx, params.roleId);
      await assertPermissionsExist(tx, body.permissionIds);
      await refusePermissionsBeyondActor(tx, signedIn(user), params.roleId, body.permissionIds);
      await keepingAnAdministrator(tx, signedIn(user).id, () =>
        replaceRolePermissions(tx, params.roleId, body.permissionIds),
      );
    });
    return { status: 200, body: await roleOr404(db, params.roleId) };
  },
};
