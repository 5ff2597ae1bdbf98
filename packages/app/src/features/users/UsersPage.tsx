import { userGrantsOf } from '@plotline/domain';
import { UsersScreen } from '@plotline/ui/screens';
import { useState } from 'react';
import { useAuth } from '../../auth/auth-context';
import { useRoles } from '../../data/roles';
import {
  useCurrentPassword,
  useUserDetails,
  usersFetchFailure,
  useUsersPage,
} from '../../data/users';
import { useChangedWhileEditing } from '../../live/use-changed-while-editing';
import { useListScreen } from '../../routing/paged-list-screen';
import { useListUrl } from '../../routing/paged-list-url';
import { useViewedRecordId } from '../../routing/viewed-record';
import { useRecordHistory } from '../audit-log/use-record-history';
import { USER_LIST_URL, usersFilteredQuery } from './user-list-query';
import { useUserChanges } from './use-user-changes';

/**
 * /users: User Management. The list through GET /users/filtered with its query (search, page
 * size, sort and page) in the URL, and the open details' id in the path (/users/:id, where the
 * Audit Log links a user), showing every change to the user to whoever may see the audit trail;
 * the account form, block and unblock, Change Password, Manage Roles, signing a user out
 * everywhere, approving an account waiting for approval and delete, each button shown only to
 * whoever holds its permission. Whose Change Password or Manage Roles is open lives in this
 * page's state, and opening one loads the current password or the roles.
 */
export function UsersPage() {
  const { user: signedIn } = useAuth();
  const listUrl = useListUrl(USER_LIST_URL);
  const list = useUsersPage(usersFilteredQuery(listUrl.query));
  const listProps = useListScreen(listUrl, list, usersFetchFailure);
  const [openedId, setOpenedId] = useViewedRecordId('/users');
  // The opened user may be on no page the list shows, so their details come from their own load.
  const details = useUserDetails(openedId);
  const history = useRecordHistory('user', openedId);
  const [passwordUserId, setPasswordUserId] = useState<number | null>(null);
  const currentPassword = useCurrentPassword(passwordUserId);
  const [rolesUserId, setRolesUserId] = useState<number | null>(null);
  // Loaded for the Manage Roles modal alone; its failure is logged only.
  const roles = useRoles({ isWanted: rolesUserId !== null });
  const changes = useUserChanges();
  const [editingUserId, setEditingUserId] = useState<number | null>(null);
  // Manage Roles edits the user too; it and the edit form are never open together.
  const notice = useChangedWhileEditing('user', editingUserId ?? rolesUserId);

  return (
    <UsersScreen
      {...listProps}
      can={userGrantsOf(signedIn)}
      viewer={signedIn}
      onSave={changes.saveUser}
      actions={changes.actions}
      password={{
        userId: passwordUserId,
        onOpen: setPasswordUserId,
        current: currentPassword,
        onSave: changes.changePassword,
      }}
      roles={{
        userId: rolesUserId,
        onOpen: setRolesUserId,
        roles: { items: roles.data ?? [], isLoading: roles.isLoading },
        onSave: changes.saveRoles,
      }}
      record={{ id: openedId, onOpen: setOpenedId, details, history }}
      editing={{ onEditingChange: setEditingUserId, notice }}
    />
  );
}
