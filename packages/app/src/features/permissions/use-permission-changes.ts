/**
 * Adding, editing and deleting permissions, with their docs/product/messages.md toasts, and a
 * reload of what a change to a permission makes stale (the roles granting it, their users).
 */
import {
  PERMISSION_MESSAGES,
  permissionRequestOf,
  permissionSaveFailedMessage,
  type PermissionForm,
} from '@plotline/domain';
import type { PermissionRow } from '@plotline/ui/screens';
import { refusedOrUnanswered } from '../../data/failure-toasts';
import { useAdminChange } from '../../data/use-admin-change';
import { useApi } from '../../services';

/** A refused save toasts the server's message, else 'Failed to create permission' (or update). */
const saveFailed = (save: 'create' | 'update') =>
  refusedOrUnanswered(
    (serverMessage) => permissionSaveFailedMessage(save, serverMessage),
    permissionSaveFailedMessage(save, null),
  );

export function usePermissionChanges() {
  const api = useApi();
  const change = useAdminChange();
  const at = (permissionId: number) => ({ params: { path: { id: permissionId } } });

  return {
    savePermission: (form: PermissionForm, permission: PermissionRow | null) =>
      permission === null
        ? change(
            api.POST('/permissions', { body: permissionRequestOf(form) }),
            { succeeded: PERMISSION_MESSAGES.created, failed: saveFailed('create') },
            'permission',
          )
        : change(
            api.PUT('/permissions/{id}', { ...at(permission.id), body: permissionRequestOf(form) }),
            { succeeded: PERMISSION_MESSAGES.updated, failed: saveFailed('update') },
            'permission',
          ),
    deletePermission: (permission: PermissionRow) =>
      change(
        api.DELETE('/permissions/{id}', at(permission.id)),
        { succeeded: PERMISSION_MESSAGES.deleted, failed: PERMISSION_MESSAGES.deleteFailed },
        'permission',
      ),
  };
}
