import {
  PERMISSION_EMPTY_HINTS,
  PERMISSION_MESSAGES,
  type PermissionForm,
  type PermissionListFilters,
} from '@plotline/domain';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import {
  BROWSER_TIME_ZONE,
  lazyDialog,
  ListPage,
  useDeleteConfirmation,
  useFormEditor,
  useSteadyHandler,
  type DeleteOutcome,
  type EditWatch,
  type ListScreenProps,
  type SaveOutcome,
} from '../../patterns';
import { PermissionFilters } from './PermissionFilters';
import {
  NO_PERMISSION_FILTERS,
  type PermissionActionsAllowed,
  type PermissionRow,
} from './permission-types';
import { PermissionsTable } from './PermissionsTable';

// Each dialog's code is fetched apart from the page's, once the page is idle or as it first
// opens (patterns/lazyDialog).
const PermissionFormModal = lazyDialog(() =>
  import('./PermissionFormModal').then((module) => module.PermissionFormModal),
);

export type PermissionsScreenProps = ListScreenProps<PermissionRow, PermissionListFilters, null> & {
  /** The buttons the user may use (permissions.create, permissions.edit, permissions.delete). */
  can: PermissionActionsAllowed;
  /** Creates (permission null) or updates; resolves (never rejects). Success closes the form. */
  onSave: (form: PermissionForm, permission: PermissionRow | null) => Promise<SaveOutcome>;
  /** Which permission's edit form is open, and the notice when someone else changed it meanwhile. */
  editing?: EditWatch;
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
  list,
  query,
  onQueryChange,
  can,
  onSave,
  editing,
  onDelete,
  timeZone = BROWSER_TIME_ZONE,
}: PermissionsScreenProps) {
  const editor = useFormEditor<PermissionRow>({
    onEditingChange: (permission) => editing?.onEditingChange(permission?.id ?? null),
  });
  const { askToDelete, dialogProps } = useDeleteConfirmation(onDelete);
  // The table's handlers stay the same functions, so a dialog opening draws no row again.
  const editPermission = useSteadyHandler((permission: PermissionRow) => editor.open(permission));
  const addPermissionButton = can.create && (
    <AddPermissionButton onPress={() => editor.open(null)} />
  );

  return (
    <>
      <ListPage
        list={list}
        query={query}
        onQueryChange={onQueryChange}
        loadedWhole
        title="Permissions"
        actions={addPermissionButton || undefined}
        noFilters={NO_PERMISSION_FILTERS}
        filterPanel={(panel) => <PermissionFilters {...panel} />}
        label="Permission list"
        emptyText={PERMISSION_MESSAGES.empty}
        empty={(isFiltered) => (
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
        )}
      >
        {(table) => (
          <PermissionsTable
            {...table}
            timeZone={timeZone}
            can={can}
            onEdit={editPermission}
            onDelete={askToDelete}
          />
        )}
      </ListPage>
      <PermissionFormModal
        {...editor.modalProps}
        permission={editor.item}
        onSave={editor.saveWith(onSave)}
        notice={editing?.notice}
      />
      <ConfirmDialog
        {...dialogProps}
        title="Delete Permission"
        message={PERMISSION_MESSAGES.confirmDelete}
      />
    </>
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
