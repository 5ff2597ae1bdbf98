/** permissions: the permission catalogue (`module.action`) and its modal. */
import { signedIn, type Handlers } from '../http/handler';
import { keepingAnAdministrator } from './administration/administration-guard';
import { refuseRenameBeyondActor } from './administration/no-escalation';
import { permissionInput } from './permissions/permission-input';
import {
  assertPermissionNameFree,
  deletePermissionRow,
  existingPermission,
  insertPermission,
  permissionNotFound,
  permissionsByName,
  updatePermissionRow,
} from './permissions/permission-queries';
import { permissionResponse } from './permissions/permission-response';

export const permissionsHandlers: Handlers = {
  async listPermissions({ db }) {
    const rows = await permissionsByName(db);
    return { status: 200, body: rows.map(permissionResponse) };
  },

  async createPermission({ db, clock, body }) {
    const values = permissionInput(body);
    const created = await db.transaction(async (tx) => {
      await assertPermissionNameFree(tx, values.name);
      return insertPermission(tx, values, clock.now());
    });
    return { status: 201, body: permissionResponse(created) };
  },

  /**
   * Access is checked by permission name, so renaming or deactivating one takes it from everyone
   * holding it: the administrator guard keeps users.edit and its kind from going that way.
   */
  async updatePermission({ db, params, body, user }) {
    const updated = await db.transaction(async (tx) => {
      await existingPermission(tx, params.id);
      const values = permissionInput(body);
      await assertPermissionNameFree(tx, values.name, params.id);
      await refuseRenameBeyondActor(tx, signedIn(user), params.id, values);
      return keepingAnAdministrator(tx, signedIn(user).id, () =>
        updatePermissionRow(tx, params.id, values),
      );
    });
    // Deleted by someone else between the check and the update.
    if (!updated) throw permissionNotFound();
    return { status: 200, body: permissionResponse(updated) };
  },

  async deletePermission({ db, params, user }) {
    await db.transaction(async (tx) => {
      await existingPermission(tx, params.id);
      await keepingAnAdministrator(tx, signedIn(user).id, () => deletePermissionRow(tx, params.id));
    });
    return { status: 204, body: undefined };
  },
};
