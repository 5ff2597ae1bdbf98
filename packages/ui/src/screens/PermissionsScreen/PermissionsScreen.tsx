import {
  PERMISSION_EMPTY_HINTS,
  PERMISSION_MESSAGES,
  type PermissionForm,
  type PermissionListFilters,
  type PermissionModule,
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
  useDeleteConfirmation,
  useFormEditor,
  type DeleteOutcome,
  type ListState,
  type SaveOutcome,
} from '../../patterns';
import { PermissionFilters } from './PermissionFilters';
import { PermissionFormModal } from './PermissionFormModal';
import type { PermissionActionsAllowed, PermissionRow } from './permission-types';
import { PermissionsTable } from './PermissionsTable';
import * as styles from './PermissionsScreen.css';

export type PermissionsScreenProps = {
  /**
   * The permissions the search and the module let through, by name (the list contract,
   * docs/ui-contract.md); the host loads GET /permissions whole and applies both, e.g. with
   * permissionsMatching.
   */
  list: ListState<PermissionRow>;
  filters: PermissionListFilters;
  onSearchChange: (searchTerm: string) => void;
  /** null for 'All Modules'. */
  onModuleChange: (module: PermissionModule | null) => void;
  /** The buttons the user may use (permissions.create, permissions.edit, permissions.delete). */
  can: PermissionActionsAllowed;
  /** Creates (permission null) or updates; resolves (never rejects). Success closes the modal. */
  onSave: (form: PermissionForm, permission: PermissionRow | null) => Promise<SaveOutcome>;
  /**
   * The permission whose edit form is open: its id when the form opens on it, null when it closes,
   * so the host can hear of someone else changing that permission meanwhile.
   */
  onEditingChange?: (permissionId: number | null) => void;
  /**
   * A warning above the edit form's fields, e.g. the domain's changedWhileEditingNotice once
   * someone else changed the permission onEditingChange named; the create form shows none.
   */
  editNotice?: string;
  /** Deletes after the user confirmed; resolves (never rejects). Success closes the question. */
  onDelete: (permission: PermissionRow) => Promise<DeleteOutcome>;
  /** The zone the creation dates are read in; the browser's own by default. */
  timeZone?: string;
};

/**
 * The Permissions page: the search and the module filter, the permissions table, and the
 * permission and delete modals, each button shown only to a user who may use it.
 */
export function PermissionsScreen({
  list: { rows, isLoading, error, onRetry },
  filters,
  onSearchChange,
  onModuleChange,
  can,
  onSave,
  onEditingChange,
  editNotice,
  onDelete,
  timeZone = BROWSER_TIME_ZONE,
}: PermissionsScreenProps) {
  const editor = useFormEditor<PermissionRow>({
    onEditingChange: (permission) => onEditingChange?.(permission?.id ?? null),
  });
  const { askToDelete, dialogProps } = useDeleteConfirmation(onDelete);

  const handleSave = async (form: PermissionForm): Promise<SaveOutcome> => {
    const outcome = await onSave(form, editor.item);
    if (outcome.ok) editor.close();
    return outcome;
  };

  const isFiltered = filters.searchTerm.trim() !== '' || filters.module !== null;
  const addPermissionButton = can.create && (
    <AddPermissionButton onPress={() => editor.open(null)} />
  );
  const emptyState = error ? (
    <LoadFailedState message={error} onRetry={onRetry} />
  ) : (
    <EmptyState
      title={PERMISSION_MESSAGES.empty}
      hint={
        isFiltered
          ? PERMISSION_EMPTY_HINTS.filtered
          : can.create
            ? PERMISSION_EMPTY_HINTS.unfiltered
            : undefined
      }
      action={!isFiltered && addPermissionButton}
    />
  );

  return (
    <div className={styles.page}>
      <PageHeader title="Permissions" actions={addPermissionButton || undefined} />
      <PermissionFilters
        filters={filters}
        onSearchChange={onSearchChange}
        onModuleChange={onModuleChange}
      />
      <ListSection
        label="Permission list"
        result={{
          query: filters,
          totalCount: rows.length,
          isLoading,
          error,
          emptyText: PERMISSION_MESSAGES.empty,
        }}
        pagination={null}
      >
        <PermissionsTable
          rows={error ? [] : rows}
          isLoading={isLoading}
          emptyState={emptyState}
          timeZone={timeZone}
          can={can}
          onEdit={editor.open}
          onDelete={askToDelete}
        />
      </ListSection>
      <PermissionFormModal
        {...editor.modalProps}
        permission={editor.item}
        onSave={handleSave}
        notice={editNotice}
      />
      <ConfirmDialog
        {...dialogProps}
        title="Delete Permission"
        message={PERMISSION_MESSAGES.confirmDelete}
      />
    </div>
  );
}

function AddPermissionButton({ onPress }: { onPress: () => void }) {
  return (
    <Button onPress={onPress}>
      <Icon name="plus" />
      Add Permission
    </Button>
  );
}
