/** permissions: the permission catalogue (`module.action`) and its modal. */
import type { Handlers } from '../http/handler';
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
   * holding it, and renaming or activating one gives it: the router runs it as an access change
   * (administration/no-escalation.ts).
   */
  async updatePermission({ db, params, body }) {
    const updated = await db.transaction(async (tx) => {
      await existingPermission(tx, params.id);
      const values = permissionInput(body);
      await assertPermissionNameFree(tx, values.name, params.id);
      return updatePermissionRow(tx, params.id, values);
    });
    // Deleted by someone else between the check and the update.
    if (!updated) throw permissionNotFound();
    return { status: 200, body: permissionResponse(updated) };
  },

  async deletePermission({ db, params }) {
    await db.transaction(async (tx) => {
      await existingPermission(tx, params.id);
      await deletePermissionRow(tx, params.id);
    });
    return { status: 204, body: undefined };
  },
};
