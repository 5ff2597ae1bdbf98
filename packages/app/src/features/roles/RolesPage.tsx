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
import { usePermissions, useRoleDetails, useRoles } from '../../data/roles';
import { useChangedWhileEditing } from '../../live/use-changed-while-editing';
import { useListUrl } from '../../routing/paged-list-url';
import { useViewedRecordId } from '../../routing/viewed-record';
import { useRecordHistory } from '../audit-log/use-record-history';
import { ROLE_LIST_URL } from './role-list-query';
import { useRoleChanges } from './use-role-changes';

/**
 * /roles: Role Management. The roles loaded whole (a small catalogue) and searched here by the
 * query, whose search lives in the URL; a role's details, their id in the path (/roles/:id) with
 * every change to the role for whoever may see the audit trail; the role form, a role's
 * permissions by module (opened by the role's id, held here), and delete, each button shown only
 * to whoever holds its permission.
 */
export function RolesPage() {
  const { user } = useAuth();
  const { query, onQueryChange } = useListUrl(ROLE_LIST_URL);
  const roles = useRoles({ failureText: ROLE_MESSAGES.fetchFailed });
  // For the permissions modal and the details' modules, to whoever may read the catalogue; a
  // failure is logged only.
  const permissions = usePermissions({
    isWanted: allowsAccess(user, ROUTE_ACCESS['/permissions']),
  });
  const [openedId, setOpenedId] = useViewedRecordId('/roles');
  // The opened role may be one the search hides, so its details come from their own load.
  const details = useRoleDetails(openedId);
  const history = useRecordHistory('role', openedId);
  const changes = useRoleChanges();
  const [permissionsRoleId, setPermissionsRoleId] = useState<number | null>(null);
  // The role whose edit form or permissions are open: either edits it.
  const [editingRoleId, setEditingRoleId] = useState<number | null>(null);
  const notice = useChangedWhileEditing('role', editingRoleId);

  return (
    <RolesScreen
      list={loadedListState(
        roles,
        rolesMatching(roles.data ?? [], query.filters.searchTerm),
        ROLE_MESSAGES.fetchFailed,
      )}
      query={query}
      onQueryChange={onQueryChange}
      can={adminGrantsOf(user, 'roles')}
      onSave={changes.saveRole}
      editing={{ onEditingChange: setEditingRoleId, notice }}
      onDelete={changes.deleteRole}
      permissions={{
        id: permissionsRoleId,
        onOpen: setPermissionsRoleId,
        // A failed load offers no permissions; its failure is logged, not shown.
        choices: {
          data: permissions.data ?? null,
          isLoading: permissions.isLoading,
          error: null,
        },
        onSave: changes.savePermissions,
      }}
      record={{
        id: openedId,
        onOpen: setOpenedId,
        details,
        history,
      }}
    />
  );
}
