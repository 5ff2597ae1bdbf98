import {
  ROLE_EMPTY_HINTS,
  ROLE_MESSAGES,
  roleDeleteQuestion,
  type RoleForm,
  type RoleListFilters,
} from '@plotline/domain';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import {
  BROWSER_TIME_ZONE,
  ListSection,
  LoadFailedState,
  PageHeader,
  SearchField,
  useDeleteConfirmation,
  useFormEditor,
  useLastShown,
  type DeleteOutcome,
  type ListState,
  type SaveOutcome,
} from '../../patterns';
import { RoleFormModal } from './RoleFormModal';
import { RolePermissionsModal } from './RolePermissionsModal';
import type { PermissionChoice, RoleActionsAllowed, RoleRow } from './role-types';
import { RolesTable } from './RolesTable';
import * as styles from './RolesScreen.css';

export type RolesScreenProps = {
  /**
   * The roles the search lets through, by name (the list contract, docs/ui-contract.md); the
   * host loads GET /roles whole and applies the search, e.g. with rolesMatching.
   */
  list: ListState<RoleRow>;
  filters: RoleListFilters;
  onSearchChange: (searchTerm: string) => void;
  /** The buttons the user may use (roles.create, roles.edit, roles.delete). */
  can: RoleActionsAllowed;
  /** Creates (role null) or updates; resolves (never rejects). Success closes the modal. */
  onSave: (form: RoleForm, role: RoleRow | null) => Promise<SaveOutcome>;
  /**
   * The role whose edit form or permissions modal is open (one at a time): its id when either
   * opens on it, null when it closes, so the host can hear of someone else changing that role
   * meanwhile.
   */
  onEditingChange?: (roleId: number | null) => void;
  /**
   * A warning above the open form's fields, e.g. the domain's changedWhileEditingNotice once
   * someone else changed the role onEditingChange named; the create form shows none.
   */
  editNotice?: string;
  /** Deletes after the user confirmed; resolves (never rejects). Success closes the question. */
  onDelete: (role: RoleRow) => Promise<DeleteOutcome>;
  /** Every permission, for the permissions modal (GET /permissions). */
  permissions: readonly PermissionChoice[];
  isLoadingPermissions?: boolean;
  /**
   * Replaces the role's permissions with these ids; resolves (never rejects). Success closes the
   * modal.
   */
  onSavePermissions: (role: RoleRow, permissionIds: number[]) => Promise<SaveOutcome>;
  /** The zone the creation dates are read in; the browser's own by default. */
  timeZone?: string;
};

/**
 * The Role Management page: the search, the roles table, and the role, permissions and delete
 * modals, each button shown only to a user who may use it.
 */
export function RolesScreen({
  list: { rows, isLoading, error, onRetry },
  filters,
  onSearchChange,
  can,
  onSave,
  onEditingChange,
  editNotice,
  onDelete,
  permissions,
  isLoadingPermissions = false,
  onSavePermissions,
  timeZone = BROWSER_TIME_ZONE,
}: RolesScreenProps) {
  // Either form edits the role: the host hears of the one open.
  const reportEditing = (role: RoleRow | null) => onEditingChange?.(role?.id ?? null);
  const editor = useFormEditor<RoleRow>({ onEditingChange: reportEditing });
  const permissionsEditor = useFormEditor<RoleRow>({ onEditingChange: reportEditing });
  const { deleting, askToDelete, dialogProps } = useDeleteConfirmation(onDelete);
  // The question keeps its words while it fades out.
  const asked = useLastShown(deleting);

  const handleSave = async (form: RoleForm): Promise<SaveOutcome> => {
    const outcome = await onSave(form, editor.item);
    if (outcome.ok) editor.close();
    return outcome;
  };

  const handleSavePermissions = async (permissionIds: number[]): Promise<SaveOutcome> => {
    const role = permissionsEditor.item;
    if (role === null) return { ok: false };
    const outcome = await onSavePermissions(role, permissionIds);
    if (outcome.ok) permissionsEditor.close();
    return outcome;
  };

  const isSearching = filters.searchTerm.trim() !== '';
  const addRoleButton = can.create && <AddRoleButton onPress={() => editor.open(null)} />;
  const emptyState = error ? (
    <LoadFailedState message={error} onRetry={onRetry} />
  ) : (
    <EmptyState
      title={ROLE_MESSAGES.empty}
      hint={
        isSearching
          ? ROLE_EMPTY_HINTS.filtered
          : can.create
            ? ROLE_EMPTY_HINTS.unfiltered
            : undefined
      }
      action={!isSearching && addRoleButton}
    />
  );

  return (
    <div className={styles.page}>
      <PageHeader title="Role Management" actions={addRoleButton || undefined} />
      <div className={styles.search}>
        <SearchField
          label="Search Roles"
          placeholder="Search by name or description"
          value={filters.searchTerm}
          onChange={onSearchChange}
        />
      </div>
      <ListSection
        label="Role list"
        result={{
          query: filters,
          totalCount: rows.length,
          isLoading,
          error,
          emptyText: ROLE_MESSAGES.empty,
        }}
        pagination={null}
      >
        <RolesTable
          rows={error ? [] : rows}
          isLoading={isLoading}
          emptyState={emptyState}
          timeZone={timeZone}
          can={can}
          onManagePermissions={permissionsEditor.open}
          onEdit={editor.open}
          onDelete={askToDelete}
        />
      </ListSection>
      <RoleFormModal
        {...editor.modalProps}
        role={editor.item}
        onSave={handleSave}
        notice={editNotice}
      />
      <RolePermissionsModal
        {...permissionsEditor.modalProps}
        role={permissionsEditor.item}
        permissions={permissions}
        isLoadingPermissions={isLoadingPermissions}
        onSave={handleSavePermissions}
        notice={editNotice}
      />
      <ConfirmDialog
        {...dialogProps}
        title="Delete Role"
        message={roleDeleteQuestion(asked?.userCount ?? 0)}
      />
    </div>
  );
}

function AddRoleButton({ onPress }: { onPress: () => void }) {
  return (
    <Button onPress={onPress}>
      <Icon name="plus" />
      Add Role
    </Button>
  );
}
