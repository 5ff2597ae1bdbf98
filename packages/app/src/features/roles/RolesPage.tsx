import {
  adminGrantsOf,
  allowsAccess,
  ROLE_MESSAGES,
  rolesMatching,
  ROUTE_ACCESS,
} from '@plotline/domain';
import { RolesScreen } from '@plotline/ui/screens';
import { useState } from 'react';
import { useAuth } from '../../auth/auth-context';
import { loadedListState } from '../../data/list-state';
import { usePermissions, useRoles } from '../../data/roles';
import { useChangedWhileEditing } from '../../live/use-changed-while-editing';
import { useUrlSearch } from '../../routing/url-search';
import { useRoleChanges } from './use-role-changes';

/**
 * /roles: Role Management. The roles loaded whole (a small catalogue) and searched here, the
 * search in the URL; the role form, a role's permissions by module, and delete, each button
 * shown only to whoever holds its permission.
 */
export function RolesPage() {
  const { user } = useAuth();
  const { search, setSearch } = useUrlSearch();
  const roles = useRoles({ failureText: ROLE_MESSAGES.fetchFailed });
  // For the permissions modal, to whoever may read the catalogue; a failure is logged only.
  const permissions = usePermissions({
    isWanted: allowsAccess(user, ROUTE_ACCESS['/permissions']),
  });
  const changes = useRoleChanges();
  // The role whose edit form or permissions are open: either edits it.
  const [editingRoleId, setEditingRoleId] = useState<number | null>(null);
  const editNotice = useChangedWhileEditing('role', editingRoleId);

  return (
    <RolesScreen
      list={loadedListState(
        roles,
        rolesMatching(roles.data ?? [], search),
        ROLE_MESSAGES.fetchFailed,
      )}
      filters={{ searchTerm: search }}
      onSearchChange={setSearch}
      can={adminGrantsOf(user, 'roles')}
      onSave={changes.saveRole}
      onEditingChange={setEditingRoleId}
      editNotice={editNotice}
      onDelete={changes.deleteRole}
      permissions={permissions.data ?? []}
      isLoadingPermissions={permissions.isLoading}
      onSavePermissions={changes.savePermissions}
    />
  );
}
