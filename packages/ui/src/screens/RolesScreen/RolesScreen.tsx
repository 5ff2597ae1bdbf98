import {
  ROLE_EMPTY_HINTS,
  ROLE_MESSAGES,
  roleDeleteQuestion,
  type RoleForm,
  type RoleListFilters,
} from '@plotline/domain';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import {
  BROWSER_TIME_ZONE,
  lazyDialog,
  ListPage,
  SearchField,
  useDeleteConfirmation,
  useFormEditor,
  useLastShown,
  useSteadyHandler,
  type DeleteOutcome,
  type EditWatch,
  type ListScreenProps,
  type OpenedRecord,
  type SaveOutcome,
} from '../../patterns';
import {
  NO_ROLE_FILTERS,
  type RoleActionsAllowed,
  type RoleDetails,
  type RolePermissionsState,
  type RoleRow,
} from './role-types';
import { RolesTable } from './RolesTable';
import * as styles from './RolesScreen.css';

// Each dialog's code is fetched apart from the page's, once the page is idle or as it first
// opens (patterns/lazyDialog).
const RoleDetailsModal = lazyDialog(() =>
  import('./RoleDetailsModal').then((module) => module.RoleDetailsModal),
);
const RoleFormModal = lazyDialog(() =>
  import('./RoleFormModal').then((module) => module.RoleFormModal),
);
const RolePermissionsModal = lazyDialog(() =>
  import('./RolePermissionsModal').then((module) => module.RolePermissionsModal),
);

export type RolesScreenProps = ListScreenProps<RoleRow, RoleListFilters, null> & {
  /** The buttons the user may use (roles.create, roles.edit, roles.delete). */
  can: RoleActionsAllowed;
  /** Creates (role null) or updates; resolves (never rejects). Success closes the form. */
  onSave: (form: RoleForm, role: RoleRow | null) => Promise<SaveOutcome>;
  /**
   * Which role's edit form or permissions modal is open (one at a time), and the notice above
   * either when someone else changed that role meanwhile.
   */
  editing?: EditWatch;
  /** Deletes after the user confirmed; resolves (never rejects). Success closes the question. */
  onDelete: (role: RoleRow) => Promise<DeleteOutcome>;
  /** The role whose permissions are open, the permissions to choose from, and their save. */
  permissions: RolePermissionsState;
  /**
   * The role whose details are open over the list (/roles/:id) and its load (GET /roles/{id}),
   * with its audit entries for whoever may see them.
   */
  record: OpenedRecord<RoleDetails>;
  /** The zone the creation dates are read in; the browser's own by default. */
  timeZone?: string;
};

/**
 * The Role Management page: the search, the roles table, and the details, role, permissions and
 * delete modals, each button shown only to a user who may use it. The host owns which role's
 * details and permissions are open; the screen owns the form and the delete question.
 */
export function RolesScreen({
  list,
  query,
  onQueryChange,
  can,
  onSave,
  editing,
  onDelete,
  permissions,
  record,
  timeZone = BROWSER_TIME_ZONE,
}: RolesScreenProps) {
  // Either form edits the role: the host hears of the one open.
  const reportEditing = (role: RoleRow | null) => editing?.onEditingChange(role?.id ?? null);
  const editor = useFormEditor<RoleRow>({ onEditingChange: reportEditing });
  const { deleting, askToDelete, dialogProps } = useDeleteConfirmation(onDelete);
  // The question keeps its words while it fades out.
  const asked = useLastShown(deleting);

  // The details may show a role the list does not (a search hides it): their button hands it over.
  const [roleFromDetails, setRoleFromDetails] = useState<RoleDetails | null>(null);
  // Open only on a role the list or the details hold, so the checkboxes start from what it holds
  // now.
  const permissionsRole =
    list.rows.find(({ id }) => id === permissions.id) ??
    (roleFromDetails?.id === permissions.id ? roleFromDetails : null);
  // The modal keeps its role while it fades out.
  const shownPermissionsRole = useLastShown(permissionsRole);
  const showPermissionsOf = (role: RoleRow | null) => {
    permissions.onOpen(role?.id ?? null);
    reportEditing(role);
  };
  // The table's handlers stay the same functions, so a dialog opening draws no row again.
  const viewRole = useSteadyHandler((role: RoleRow) => record.onOpen(role.id));
  const managePermissions = useSteadyHandler((role: RoleRow) => showPermissionsOf(role));
  const editRole = useSteadyHandler((role: RoleRow) => editor.open(role));
  const handleSavePermissions = async (permissionIds: number[]): Promise<SaveOutcome> => {
    if (permissionsRole === null) return { ok: false };
    const outcome = await permissions.onSave(permissionsRole, permissionIds);
    if (outcome.ok) showPermissionsOf(null);
    return outcome;
  };

  const openedRow = list.rows.find(({ id }) => id === record.id) ?? null;
  // Either of the details' buttons closes them and opens its modal in their place.
  const handleEditFromDetails = (role: RoleDetails) => {
    record.onOpen(null);
    editor.open(role);
  };
  const handleManagePermissionsFromDetails = (role: RoleDetails) => {
    record.onOpen(null);
    setRoleFromDetails(role);
    showPermissionsOf(role);
  };

  const addRoleButton = can.create && <AddRoleButton onPress={() => editor.open(null)} />;

  return (
    <>
      <ListPage
        list={list}
        query={query}
        onQueryChange={onQueryChange}
        loadedWhole
        title="Role Management"
        actions={addRoleButton || undefined}
        noFilters={NO_ROLE_FILTERS}
        filterPanel={({ filters, onFiltersChange }) => (
          <div className={styles.search}>
            <SearchField
              label="Search Roles"
              placeholder="Search by name or description"
              value={filters.searchTerm}
              onChange={(searchTerm) => onFiltersChange({ ...filters, searchTerm }, 'typed')}
            />
          </div>
        )}
        label="Role list"
        emptyText={ROLE_MESSAGES.empty}
        empty={(isSearching) => (
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
        )}
      >
        {(table) => (
          <RolesTable
            {...table}
            timeZone={timeZone}
            can={can}
            onView={viewRole}
            onManagePermissions={managePermissions}
            onEdit={editRole}
            onDelete={askToDelete}
          />
        )}
      </ListPage>
      <RoleDetailsModal
        isOpen={record.id !== null}
        onOpenChange={(isOpen) => !isOpen && record.onOpen(null)}
        role={record.details.data ?? openedRow}
        isLoading={record.details.isLoading}
        errorMessage={record.details.error}
        permissionCatalogue={permissions.choices.data ?? undefined}
        can={can}
        onEdit={handleEditFromDetails}
        onManagePermissions={handleManagePermissionsFromDetails}
        audit={record.history}
        timeZone={timeZone}
      />
      <RoleFormModal
        {...editor.modalProps}
        role={editor.item}
        onSave={editor.saveWith(onSave)}
        notice={editing?.notice}
      />
      <RolePermissionsModal
        isOpen={permissionsRole !== null}
        onOpenChange={(isOpen) => !isOpen && showPermissionsOf(null)}
        role={shownPermissionsRole}
        permissions={permissions.choices.data ?? []}
        isLoadingPermissions={permissions.choices.isLoading}
        onSave={handleSavePermissions}
        notice={editing?.notice}
      />
      <ConfirmDialog
        {...dialogProps}
        title="Delete Role"
        message={roleDeleteQuestion(asked?.userCount ?? 0)}
      />
    </>
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
