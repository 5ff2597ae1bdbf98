import {
  displayName,
  USER_EMPTY_HINTS,
  USER_MESSAGES,
  USER_QUESTIONS,
  type UserForm,
  type UserGrants,
  type UserQuestion,
  type UserViewer,
} from '@plotline/domain';
import { useMemo, useState } from 'react';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import {
  BROWSER_TIME_ZONE,
  lazyDialog,
  ListPage,
  useFormEditor,
  useLastShown,
  useSteadyHandler,
  type EditWatch,
  type ListScreenProps,
  type OpenedRecord,
  type SaveOutcome,
} from '../../patterns';
import { UserFilterPanel } from './UserFilterPanel';
import type { UserActionHandlers } from './UserRowActions';
import { UsersTable } from './UsersTable';
import {
  NO_USER_FILTERS,
  type PasswordChange,
  type RoleAssignment,
  type UserActions,
  type UserDetails,
  type UserFilters,
  type UserRow,
  type UserSort,
} from './users-screen-types';

// Each dialog's code is fetched apart from the page's, once the page is idle or as it first
// opens (patterns/lazyDialog).
const ChangePasswordModal = lazyDialog(() =>
  import('./ChangePasswordModal').then((module) => module.ChangePasswordModal),
);
const ManageRolesModal = lazyDialog(() =>
  import('./ManageRolesModal').then((module) => module.ManageRolesModal),
);
const UserDetailsModal = lazyDialog(() =>
  import('./UserDetailsModal').then((module) => module.UserDetailsModal),
);
const UserFormModal = lazyDialog(() =>
  import('./UserFormModal').then((module) => module.UserFormModal),
);

/** A row action that asks first, then runs the host's handler. */
type AskedAction = keyof UserActions;

/** The questions whose confirm lets someone in rather than shutting them out. */
const WELCOMING: readonly AskedAction[] = ['approve', 'unblock'];

export type UsersScreenProps = ListScreenProps<UserRow, UserFilters, UserSort> & {
  /** What the signed-in user may do (userGrantsOf: users.create, users.edit, users.delete). */
  can: UserGrants;
  /**
   * The signed-in user and their permissions: their own row offers no Block and no Delete, and a
   * user holding more than they do offers no button but View.
   */
  viewer: UserViewer | null;
  /** Creates (user null) or updates; resolves (never rejects). Success closes the form. */
  onSave: (form: UserForm, user: UserRow | null) => Promise<SaveOutcome>;
  /** Approve, block, unblock, sign out everywhere and delete, each asked first. */
  actions: UserActions;
  /** Change Password: whose it is open for, their current password and the new one's save. */
  password: PasswordChange;
  /** Manage Roles: whose it is open for, the roles offered and the save of the chosen ones. */
  roles: RoleAssignment;
  /**
   * The user whose details are open over the list (/users/:id) and their load (GET /users/{id}),
   * with their audit entries for whoever may see them.
   */
  record: OpenedRecord<UserDetails>;
  /**
   * Which user's edit form is open (Manage Roles' user the host knows already: `roles.userId`),
   * and the notice shown in the edit form or Manage Roles, whichever is open, when someone else
   * changed that user meanwhile; the create form shows none.
   */
  editing?: EditWatch;
  /** The zone the last sign-in is read in; the browser's own by default. */
  timeZone?: string;
};

/**
 * The User Management page: the search, the paged table with each user's roles, status and last
 * sign-in, each user's details, and the buttons the signed-in user's permissions allow: add,
 * edit, Manage Roles, Change Password, block or unblock, sign out everywhere and delete, and
 * approve for an account waiting for approval, each change that cannot be taken back asked first.
 * The host owns the data, the query, and which user's details, Change Password or Manage Roles
 * is open; the screen owns the user form and the questions, and closes each modal once its save
 * went through.
 */
export function UsersScreen({
  list,
  query,
  onQueryChange,
  can,
  viewer,
  onSave,
  actions,
  password,
  roles,
  record,
  editing,
  timeZone = BROWSER_TIME_ZONE,
}: UsersScreenProps) {
  const editor = useFormEditor<UserRow>({
    onEditingChange: (user) => editing?.onEditingChange(user?.id ?? null),
  });
  const [asked, setAsked] = useState<{ action: AskedAction; user: UserRow } | null>(null);
  // The table's handlers stay the same functions, so a dialog opening draws no row again.
  const viewUser = useSteadyHandler((user: UserRow) => record.onOpen(user.id));
  const editUser = useSteadyHandler((user: UserRow) => editor.open(user));
  const manageRolesOf = useSteadyHandler((user: UserRow) => roles.onOpen(user.id));
  const changePasswordOf = useSteadyHandler((user: UserRow) => password.onOpen(user.id));
  const rowActions = useMemo<UserActionHandlers>(
    () => ({
      approve: (user) => setAsked({ action: 'approve', user }),
      edit: editUser,
      manageRoles: manageRolesOf,
      changePassword: changePasswordOf,
      block: (user) => setAsked({ action: 'block', user }),
      unblock: (user) => setAsked({ action: 'unblock', user }),
      revokeSessions: (user) => setAsked({ action: 'revokeSessions', user }),
      delete: (user) => setAsked({ action: 'delete', user }),
    }),
    [editUser, manageRolesOf, changePasswordOf],
  );
  const [isRunning, setIsRunning] = useState(false);
  const shownQuestion = useLastShown(asked);

  const passwordRow = list.rows.find((row) => row.id === password.userId);
  const passwordUser = useLastShown(passwordRow);
  // Manage Roles opened from the details may be for a user on no page shown: then it is drawn
  // for the user the details showed.
  const [rolesFromDetails, setRolesFromDetails] = useState<UserRow | null>(null);
  const rolesRow =
    list.rows.find((row) => row.id === roles.userId) ??
    (rolesFromDetails?.id === roles.userId ? rolesFromDetails : undefined);
  const rolesUser = useLastShown(rolesRow);
  const openedRow = list.rows.find((row) => row.id === record.id) ?? null;

  const canAdd = can.create;

  const handleConfirm = async () => {
    if (!asked) return;
    setIsRunning(true);
    try {
      if ((await actions[asked.action](asked.user)).ok) setAsked(null);
    } finally {
      setIsRunning(false);
    }
  };

  const handleEditFromDetails = (user: UserRow) => {
    record.onOpen(null);
    editor.open(user);
  };

  const handleManageRolesFromDetails = (user: UserRow) => {
    record.onOpen(null);
    setRolesFromDetails(user);
    roles.onOpen(user.id);
  };

  const question: UserQuestion | null = shownQuestion
    ? USER_QUESTIONS[shownQuestion.action](displayName(shownQuestion.user))
    : null;

  return (
    <>
      <ListPage
        list={list}
        query={query}
        onQueryChange={onQueryChange}
        title="User Management"
        subtitle="The staff who sign in: their roles, their status and when they last signed in."
        actions={canAdd && <AddUserButton onPress={() => editor.open(null)} />}
        noFilters={NO_USER_FILTERS}
        filterPanel={(panel) => <UserFilterPanel {...panel} />}
        label="User list"
        emptyText={USER_MESSAGES.empty}
        empty={(hidesRows) => (
          <EmptyState
            title={USER_MESSAGES.empty}
            hint={hidesRows ? USER_EMPTY_HINTS.filtered : USER_EMPTY_HINTS.unfiltered}
            action={!hidesRows && canAdd && <AddUserButton onPress={() => editor.open(null)} />}
          />
        )}
      >
        {(table) => (
          <UsersTable
            {...table}
            timeZone={timeZone}
            can={can}
            viewer={viewer}
            onView={viewUser}
            on={rowActions}
          />
        )}
      </ListPage>
      <UserDetailsModal
        isOpen={record.id !== null}
        onOpenChange={(isOpen) => !isOpen && record.onOpen(null)}
        user={record.details.data ?? openedRow}
        isLoading={record.details.isLoading}
        errorMessage={record.details.error}
        can={can}
        viewer={viewer}
        onEdit={handleEditFromDetails}
        onManageRoles={handleManageRolesFromDetails}
        audit={record.history}
        timeZone={timeZone}
      />
      <UserFormModal
        {...editor.modalProps}
        user={editor.item}
        onSave={editor.saveWith(onSave)}
        notice={editing?.notice}
      />
      {passwordUser && (
        <ChangePasswordModal
          isOpen={passwordRow !== undefined}
          onOpenChange={(isOpen) => !isOpen && password.onOpen(null)}
          user={passwordUser}
          currentPassword={password.current}
          onSave={closingOnSave(password, passwordUser)}
        />
      )}
      {rolesUser && (
        <ManageRolesModal
          isOpen={rolesRow !== undefined}
          onOpenChange={(isOpen) => !isOpen && roles.onOpen(null)}
          user={rolesUser}
          roles={roles.roles.items}
          isLoadingRoles={roles.roles.isLoading ?? false}
          onSave={closingOnSave(roles, rolesUser)}
          notice={editing?.notice}
        />
      )}
      <ConfirmDialog
        isOpen={asked !== null}
        onOpenChange={(isOpen) => !isOpen && setAsked(null)}
        title={question?.title ?? ''}
        message={question?.message ?? ''}
        confirmLabel={question?.confirmLabel ?? ''}
        pendingLabel={question?.pendingLabel}
        confirmVariant={
          shownQuestion && WELCOMING.includes(shownQuestion.action) ? 'primary' : 'danger'
        }
        isPending={isRunning}
        onConfirm={() => void handleConfirm()}
      />
    </>
  );
}

/**
 * The save of a modal the host opens by the user's id: hands the host what was entered for the
 * user, and closes the modal (through the host) once the save went through.
 */
function closingOnSave<Value>(
  modal: {
    onOpen: (userId: number | null) => void;
    onSave: (value: Value, user: UserRow) => Promise<SaveOutcome>;
  },
  user: UserRow,
) {
  return async (value: Value): Promise<SaveOutcome> => {
    const outcome = await modal.onSave(value, user);
    if (outcome.ok) modal.onOpen(null);
    return outcome;
  };
}

function AddUserButton({ onPress }: { onPress: () => void }) {
  return (
    <Button onPress={onPress}>
      <Icon name="plus" />
      Add User
    </Button>
  );
}
