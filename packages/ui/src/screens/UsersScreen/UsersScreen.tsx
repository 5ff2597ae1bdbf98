import {
  displayName,
  filtersHideRows,
  listIsFiltered,
  USER_EMPTY_HINTS,
  USER_MESSAGES,
  USER_QUESTIONS,
  type RoleChoice,
  type UserForm,
  type UserGrants,
  type UserQuestion,
  type UserViewer,
} from '@plotline/domain';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import {
  BROWSER_TIME_ZONE,
  ListSection,
  LoadFailedState,
  PageHeader,
  useFormEditor,
  useLastShown,
  type DeleteOutcome,
  type FilterChange,
  type ListState,
  type SaveOutcome,
} from '../../patterns';
import { ChangePasswordModal } from './ChangePasswordModal';
import { ManageRolesModal } from './ManageRolesModal';
import { UserFilterPanel } from './UserFilterPanel';
import { UserFormModal } from './UserFormModal';
import { UsersTable } from './UsersTable';
import type { CurrentPassword, UserFilters, UserRow, UserSort } from './users-screen-types';
import * as styles from './UsersScreen.css';

/** A row action that asks first, then runs the host's handler. */
type AskedAction = 'approve' | 'block' | 'unblock' | 'delete' | 'revokeSessions';

/** The questions whose confirm lets someone in rather than shutting them out. */
const WELCOMING: readonly AskedAction[] = ['approve', 'unblock'];

export type UsersScreenProps = {
  /** The users of the current page (the list contract, docs/ui-contract.md). */
  list: ListState<UserRow>;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  filters: UserFilters;
  onFiltersChange: (filters: UserFilters, how: FilterChange) => void;
  onClearFilters: () => void;
  /** The order, as the API takes it; without both, the headers do not sort. */
  sort?: UserSort;
  onSortChange?: (sort: UserSort) => void;
  /** What the signed-in user may do (userGrantsOf: users.create, users.edit, users.delete). */
  can: UserGrants;
  /**
   * The signed-in user and their permissions: their own row offers no Block and no Delete, and a
   * user holding more than they do offers no button at all.
   */
  viewer: UserViewer | null;
  /** The zone the last sign-in is read in; the browser's own by default. */
  timeZone?: string;
  /** Creates (user null) or updates; resolves (never rejects). Success closes the modal. */
  onSave: (form: UserForm, user: UserRow | null) => Promise<SaveOutcome>;
  /**
   * The user whose edit form is open: their id when the form opens on them, null when it closes,
   * so the host can hear of someone else changing that user meanwhile. Whose Manage Roles is
   * open the host knows already (rolesUserId).
   */
  onEditingChange?: (userId: number | null) => void;
  /**
   * A warning above the open form's fields, the edit form's or Manage Roles' (one at a time),
   * e.g. the domain's changedWhileEditingNotice once someone else changed the user
   * onEditingChange or rolesUserId named; the create form shows none.
   */
  editNotice?: string;
  /** Each runs after the user confirmed; resolves (never rejects). Success closes the question. */
  onBlock: (user: UserRow) => Promise<DeleteOutcome>;
  onUnblock: (user: UserRow) => Promise<DeleteOutcome>;
  onDelete: (user: UserRow) => Promise<DeleteOutcome>;
  /** Lets in an account waiting for approval (awaitingApproval); rejecting one is onDelete. */
  onApprove: (user: UserRow) => Promise<DeleteOutcome>;
  /** 'Sign out everywhere': ends every session of the user. */
  onRevokeSessions: (user: UserRow) => Promise<DeleteOutcome>;
  /** The user whose Change Password is open, so the host loads their current password. */
  passwordUserId: number | null;
  onPasswordUserIdChange: (userId: number | null) => void;
  /** The current password of that user, as far as the host knows it. */
  currentPassword: CurrentPassword;
  /** Sets the user's new password; resolves (never rejects). Success closes the modal. */
  onChangePassword: (newPassword: string, user: UserRow) => Promise<SaveOutcome>;
  /** The user whose Manage Roles is open, so the host loads the roles to offer. */
  rolesUserId: number | null;
  onRolesUserIdChange: (userId: number | null) => void;
  /** Every role Manage Roles offers, in order. */
  roles: readonly RoleChoice[];
  isLoadingRoles: boolean;
  /** Replaces the user's roles by these ids; resolves (never rejects). Success closes the modal. */
  onSaveRoles: (roleIds: number[], user: UserRow) => Promise<SaveOutcome>;
};

/**
 * The User Management page: the search, the paged table with each user's roles, status and last
 * sign-in, and the buttons the signed-in user's permissions allow: add, edit, Manage Roles,
 * Change Password, block or unblock, sign out everywhere and delete, and approve for an account
 * waiting for approval, each change that cannot be taken back asked first. The host owns the
 * data, the filters, the sort and the page, and which user's Change Password or Manage Roles is
 * open; the screen owns the user form and the questions.
 */
export function UsersScreen({
  list: { rows, totalCount, totalCountEstimated, isLoading, error, onRetry },
  page,
  onPageChange,
  filters,
  onFiltersChange,
  onClearFilters,
  sort,
  onSortChange,
  can,
  viewer,
  timeZone = BROWSER_TIME_ZONE,
  onSave,
  onEditingChange,
  editNotice,
  onBlock,
  onUnblock,
  onDelete,
  onApprove,
  onRevokeSessions,
  passwordUserId,
  onPasswordUserIdChange,
  currentPassword,
  onChangePassword,
  rolesUserId,
  onRolesUserIdChange,
  roles,
  isLoadingRoles,
  onSaveRoles,
}: UsersScreenProps) {
  const editor = useFormEditor<UserRow>({
    onEditingChange: (user) => onEditingChange?.(user?.id ?? null),
  });
  const [asked, setAsked] = useState<{ action: AskedAction; user: UserRow } | null>(null);
  const [isRunning, setIsRunning] = useState(false);
  const shownQuestion = useLastShown(asked);

  const passwordRow = rows.find((row) => row.id === passwordUserId);
  const passwordUser = useLastShown(passwordRow);
  const rolesRow = rows.find((row) => row.id === rolesUserId);
  const rolesUser = useLastShown(rolesRow);

  const hidesRows = filtersHideRows(filters);
  const canAdd = can.create;

  const handleSave = async (form: UserForm): Promise<SaveOutcome> => {
    const outcome = await onSave(form, editor.item);
    if (outcome.ok) editor.close();
    return outcome;
  };

  const handleChangePassword = async (newPassword: string): Promise<SaveOutcome> => {
    if (!passwordUser) return { ok: false };
    const outcome = await onChangePassword(newPassword, passwordUser);
    if (outcome.ok) onPasswordUserIdChange(null);
    return outcome;
  };

  const handleSaveRoles = async (roleIds: number[]): Promise<SaveOutcome> => {
    if (!rolesUser) return { ok: false };
    const outcome = await onSaveRoles(roleIds, rolesUser);
    if (outcome.ok) onRolesUserIdChange(null);
    return outcome;
  };

  const RUN: Readonly<Record<AskedAction, (user: UserRow) => Promise<DeleteOutcome>>> = {
    approve: onApprove,
    block: onBlock,
    unblock: onUnblock,
    delete: onDelete,
    revokeSessions: onRevokeSessions,
  };

  const handleConfirm = async () => {
    if (!asked) return;
    setIsRunning(true);
    try {
      if ((await RUN[asked.action](asked.user)).ok) setAsked(null);
    } finally {
      setIsRunning(false);
    }
  };

  const question: UserQuestion | null = shownQuestion
    ? USER_QUESTIONS[shownQuestion.action](displayName(shownQuestion.user))
    : null;

  const emptyState = error ? (
    <LoadFailedState message={error} onRetry={onRetry} />
  ) : (
    <EmptyState
      title={USER_MESSAGES.empty}
      hint={hidesRows ? USER_EMPTY_HINTS.filtered : USER_EMPTY_HINTS.unfiltered}
      action={!hidesRows && canAdd && <AddUserButton onPress={() => editor.open(null)} />}
    />
  );

  return (
    <div className={styles.page}>
      <PageHeader
        title="User Management"
        subtitle="The staff who sign in: their roles, their status and when they last signed in."
        actions={canAdd && <AddUserButton onPress={() => editor.open(null)} />}
      />
      <UserFilterPanel
        filters={filters}
        isFiltered={listIsFiltered(filters)}
        onFiltersChange={onFiltersChange}
        onClear={onClearFilters}
      />
      <ListSection
        label="User list"
        result={{
          query: { page, filters, sort },
          totalCount,
          isLoading,
          error,
          emptyText: USER_MESSAGES.empty,
        }}
        pagination={
          error
            ? null
            : { page, pageSize: filters.pageSize, totalCount, totalCountEstimated, onPageChange }
        }
      >
        <UsersTable
          rows={error ? [] : rows}
          sort={sort}
          onSortChange={onSortChange}
          isLoading={isLoading}
          emptyState={emptyState}
          timeZone={timeZone}
          can={can}
          viewer={viewer}
          on={{
            approve: (user) => setAsked({ action: 'approve', user }),
            edit: editor.open,
            manageRoles: (user) => onRolesUserIdChange(user.id),
            changePassword: (user) => onPasswordUserIdChange(user.id),
            block: (user) => setAsked({ action: 'block', user }),
            unblock: (user) => setAsked({ action: 'unblock', user }),
            revokeSessions: (user) => setAsked({ action: 'revokeSessions', user }),
            delete: (user) => setAsked({ action: 'delete', user }),
          }}
        />
      </ListSection>
      <UserFormModal
        {...editor.modalProps}
        user={editor.item}
        onSave={handleSave}
        notice={editNotice}
      />
      {passwordUser && (
        <ChangePasswordModal
          isOpen={passwordRow !== undefined}
          onOpenChange={(isOpen) => !isOpen && onPasswordUserIdChange(null)}
          user={passwordUser}
          currentPassword={currentPassword}
          onSave={handleChangePassword}
        />
      )}
      {rolesUser && (
        <ManageRolesModal
          isOpen={rolesRow !== undefined}
          onOpenChange={(isOpen) => !isOpen && onRolesUserIdChange(null)}
          user={rolesUser}
          roles={roles}
          isLoadingRoles={isLoadingRoles}
          onSave={handleSaveRoles}
          notice={editNotice}
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
    </div>
  );
}

function AddUserButton({ onPress }: { onPress: () => void }) {
  return (
    <Button onPress={onPress}>
      <Icon name="plus" />
      Add User
    </Button>
  );
}
