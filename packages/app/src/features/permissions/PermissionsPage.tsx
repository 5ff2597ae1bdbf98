import { adminGrantsOf, PERMISSION_MESSAGES, permissionsMatching } from '@plotline/domain';
import { PermissionsScreen } from '@plotline/ui/screens';
import { useState } from 'react';
import { useAuth } from '../../auth/auth-context';
import { loadedListState } from '../../data/list-state';
import { usePermissions } from '../../data/roles';
import { useChangedWhileEditing } from '../../live/use-changed-while-editing';
import { useListUrl } from '../../routing/paged-list-url';
import { PERMISSION_LIST_URL } from './permission-list-query';
import { usePermissionChanges } from './use-permission-changes';

/**
 * /permissions: the permission catalogue loaded whole and searched here by the query, whose
 * search and module live in the URL (?searchTerm=…&module=…); the permission form and delete, each
 * button shown only to whoever holds its permission.
 */
export function PermissionsPage() {
  const { user } = useAuth();
  const { query, onQueryChange } = useListUrl(PERMISSION_LIST_URL);
  const permissions = usePermissions({ failureText: PERMISSION_MESSAGES.fetchFailed });
  const changes = usePermissionChanges();
  const [editingPermissionId, setEditingPermissionId] = useState<number | null>(null);
  const notice = useChangedWhileEditing('permission', editingPermissionId);

  return (
    <PermissionsScreen
      list={loadedListState(
        permissions,
        permissionsMatching(permissions.data ?? [], query.filters),
        PERMISSION_MESSAGES.fetchFailed,
      )}
      query={query}
      onQueryChange={onQueryChange}
      can={adminGrantsOf(user, 'permissions')}
      onSave={changes.savePermission}
      editing={{ onEditingChange: setEditingPermissionId, notice }}
      onDelete={changes.deletePermission}
    />
  );
}
