/**
 * Adding, editing and deleting roles and setting a role's permissions, with their
 * docs/product/messages.md toasts, and a reload of what a change to a role makes stale (the users'
 * permissions follow their roles).
 */
import {
  ROLE_MESSAGES,
  roleRequestOf,
  roleSaveFailedMessage,
  type RoleForm,
} from '@plotline/domain';
import type { RoleRow } from '@plotline/ui/screens';
import { refusedOrUnanswered } from '../../data/failure-toasts';
import { useAdminChange } from '../../data/use-admin-change';
import { useApi } from '../../services';

/** A refused save toasts the server's message, else 'Failed to create role' (or update). */
const saveFailed = (save: 'create' | 'update') =>
  refusedOrUnanswered(
    (serverMessage) => roleSaveFailedMessage(save, serverMessage),
    roleSaveFailedMessage(save, null),
  );

export function useRoleChanges() {
  const api = useApi();
  const change = useAdminChange();
  const at = (roleId: number) => ({ params: { path: { id: roleId } } });

  return {
    saveRole: (form: RoleForm, role: RoleRow | null) =>
      role === null
        ? change(
            api.POST('/roles', { body: roleRequestOf(form) }),
            { succeeded: ROLE_MESSAGES.created, failed: saveFailed('create') },
            'role',
          )
        : change(
            api.PUT('/roles/{id}', { ...at(role.id), body: roleRequestOf(form) }),
            { succeeded: ROLE_MESSAGES.updated, failed: saveFailed('update') },
            'role',
          ),
    deleteRole: (role: RoleRow) =>
      change(
        api.DELETE('/roles/{id}', at(role.id)),
        { succeeded: ROLE_MESSAGES.deleted, failed: ROLE_MESSAGES.deleteFailed },
        'role',
      ),
    savePermissions: (role: RoleRow, permissionIds: number[]) =>
      change(
        api.PUT('/rolepermissions/{roleId}/permissions', {
          params: { path: { roleId: role.id } },
          body: { permissionIds },
        }),
        {
          succeeded: ROLE_MESSAGES.permissionsUpdated,
          failed: ROLE_MESSAGES.permissionsUpdateFailed,
        },
        'role',
      ),
  };
}
