import { userGrantsOf } from '@plotline/domain';
import { UsersScreen } from '@plotline/ui/screens';
import { useState } from 'react';
import { useAuth } from '../../auth/auth-context';
import { useRoles } from '../../data/roles';
import { useCurrentPassword, usersFetchFailure, useUsersPage } from '../../data/users';
import { useChangedWhileEditing } from '../../live/use-changed-while-editing';
import { usePagedListScreen } from '../../routing/paged-list-screen';
import { usePagedListUrl } from '../../routing/paged-list-url';
import { USER_LIST_URL, usersFilteredQuery } from './user-list-query';
import { useUserChanges } from './use-user-changes';

/**
 * /users: User Management. The list through GET /users/filtered with its search, sort and page in
 * the URL; the account form, block and unblock, Change Password, Manage Roles, signing a user out
 * everywhere, approving an account waiting for approval and delete, each button shown only to
 * whoever holds its permission.
 */
export function UsersPage() {
  const { user: signedIn } = useAuth();
  const listUrl = usePagedListUrl(USER_LIST_URL);
  const list = useUsersPage(usersFilteredQuery(listUrl.query));
  const listProps = usePagedListScreen(listUrl, list, usersFetchFailure);
  const [passwordUserId, setPasswordUserId] = useState<number | null>(null);
  const currentPassword = useCurrentPassword(passwordUserId);
  const [rolesUserId, setRolesUserId] = useState<number | null>(null);
  // Loaded for the Manage Roles modal alone; its failure is logged only.
  const roles = useRoles({ isWanted: rolesUserId !== null });
  const changes = useUserChanges();
  const [editingUserId, setEditingUserId] = useState<number | null>(null);
  // Manage Roles edits the user too; it and the edit form are never open together.
  const editNotice = useChangedWhileEditing('user', editingUserId ?? rolesUserId);

  return (
    <UsersScreen
      {...listProps}
      can={userGrantsOf(signedIn)}
      viewer={signedIn}
      onSave={changes.saveUser}
      onEditingChange={setEditingUserId}
      editNotice={editNotice}
      onBlock={changes.blockUser}
      onUnblock={changes.unblockUser}
      onDelete={changes.deleteUser}
      onApprove={changes.approveUser}
      onRevokeSessions={changes.revokeSessions}
      passwordUserId={passwordUserId}
      onPasswordUserIdChange={setPasswordUserId}
      currentPassword={currentPassword}
      onChangePassword={changes.changePassword}
      rolesUserId={rolesUserId}
      onRolesUserIdChange={setRolesUserId}
      roles={roles.data ?? []}
      isLoadingRoles={roles.isLoading}
      onSaveRoles={changes.saveRoles}
    />
  );
}
