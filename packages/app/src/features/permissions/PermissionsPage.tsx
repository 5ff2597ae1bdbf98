import {
  adminGrantsOf,
  PERMISSION_MESSAGES,
  permissionModuleFilterOf,
  permissionsMatching,
  type PermissionModule,
} from '@plotline/domain';
import { PermissionsScreen } from '@plotline/ui/screens';
import { useState } from 'react';
import { useAuth } from '../../auth/auth-context';
import { loadedListState } from '../../data/list-state';
import { usePermissions } from '../../data/roles';
import { useChangedWhileEditing } from '../../live/use-changed-while-editing';
import { useUrlSearch, withParam } from '../../routing/url-search';
import { usePermissionChanges } from './use-permission-changes';

/**
 * /permissions: the permission catalogue loaded whole and searched here, with the search and the
 * module in the URL (?search=…&module=…); the permission form and delete, each button shown only
 * to whoever holds its permission.
 */
export function PermissionsPage() {
  const { user } = useAuth();
  const { params, search, setSearch, write } = useUrlSearch();
  const permissions = usePermissions({ failureText: PERMISSION_MESSAGES.fetchFailed });
  const changes = usePermissionChanges();
  const filters = { searchTerm: search, module: permissionModuleFilterOf(params.get('module')) };
  const [editingPermissionId, setEditingPermissionId] = useState<number | null>(null);
  const editNotice = useChangedWhileEditing('permission', editingPermissionId);

  return (
    <PermissionsScreen
      list={loadedListState(
        permissions,
        permissionsMatching(permissions.data ?? [], filters),
        PERMISSION_MESSAGES.fetchFailed,
      )}
      filters={filters}
      onSearchChange={setSearch}
      onModuleChange={(module: PermissionModule | null) =>
        write((current) => withParam(current, 'module', module ?? ''))
      }
      can={adminGrantsOf(user, 'permissions')}
      onSave={changes.savePermission}
      onEditingChange={setEditingPermissionId}
      editNotice={editNotice}
      onDelete={changes.deletePermission}
    />
  );
}
