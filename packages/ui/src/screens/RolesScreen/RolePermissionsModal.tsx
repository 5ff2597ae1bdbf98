import {
  PERMISSION_MESSAGES,
  groupPermissionsByModule,
  groupSelection,
  permissionsSelectedLabel,
  selectedPermissionCount,
  withPermissionSelected,
  withPermissionsSelected,
  type PermissionGroup,
} from '@plotline/domain';
import { useId, useState } from 'react';
import { Checkbox } from '../../components/Checkbox';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { StatusBadge } from '../../components/StatusBadge';
import { FormModal, useFormSave, type SaveOutcome } from '../../patterns';
import type { PermissionChoice, RolePermissionRef } from './role-types';
import * as styles from './RolePermissionsModal.css';

/** What the modal reads of the role: its name and the permissions it holds now. */
export type RoleWithPermissions = { name: string; permissions: readonly RolePermissionRef[] };

export type RolePermissionsModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The role whose permissions are managed; it stays while the modal fades out. */
  role: RoleWithPermissions | null;
  /** Every permission, active or not; the modal groups them by module. */
  permissions: readonly PermissionChoice[];
  /** The permissions are still loading: a spinner stands in for them. */
  isLoadingPermissions?: boolean;
  /**
   * Replaces the role's permissions with these ids, in ascending order (its permissions the list
   * lacks are kept);
   * resolves (never rejects). Closing on success is the caller's.
   */
  onSave: (permissionIds: number[]) => Promise<SaveOutcome>;
  /**
   * A warning above the choices, e.g. the domain's changedWhileEditingNotice once someone else
   * changed the role meanwhile.
   */
  notice?: string;
};

/**
 * A role's permissions (docs/product/screens.md "Roles"): every permission grouped by module,
 * 'General' for those without one, a checkbox each and a select-all per module, which shows mixed
 * while only some of its module are selected; 'N of M permissions selected' above them.
 */
export function RolePermissionsModal({
  isOpen,
  onOpenChange,
  role,
  permissions,
  isLoadingPermissions = false,
  onSave,
  notice,
}: RolePermissionsModalProps) {
  return (
    <FormModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="large"
      title={role ? `Manage Permissions: ${role.name}` : 'Manage Permissions'}
      submitLabel="Save Permissions"
      formClassName={styles.form}
      notice={notice}
    >
      <PermissionChecklist
        heldIds={role?.permissions.map(({ id }) => id) ?? []}
        permissions={permissions}
        isLoadingPermissions={isLoadingPermissions}
        onSave={onSave}
      />
    </FormModal>
  );
}

type PermissionChecklistProps = Pick<
  RolePermissionsModalProps,
  'permissions' | 'isLoadingPermissions' | 'onSave'
> & { heldIds: readonly number[] };

/** The checkboxes; they mount on each opening, so they start from what the role holds now. */
function PermissionChecklist({
  heldIds,
  permissions,
  isLoadingPermissions,
  onSave,
}: PermissionChecklistProps) {
  const [selectedIds, setSelectedIds] = useState<readonly number[]>(() => heldIds);
  useFormSave({
    validate: () => ({}),
    save: () => onSave([...selectedIds].sort((a, b) => a - b)),
    onErrors: () => {},
  });

  if (isLoadingPermissions) {
    return (
      <div className={styles.placeholder}>
        <Spinner aria-label="Loading permissions" />
      </div>
    );
  }
  if (permissions.length === 0) {
    return <EmptyState title={PERMISSION_MESSAGES.empty} />;
  }
  return (
    <>
      <p role="status" className={styles.counter}>
        {permissionsSelectedLabel(
          selectedPermissionCount(permissions, selectedIds),
          permissions.length,
        )}
      </p>
      {groupPermissionsByModule(permissions).map((group) => (
        <ModuleGroup
          key={group.module}
          group={group}
          selectedIds={selectedIds}
          onSelectedIdsChange={setSelectedIds}
        />
      ))}
    </>
  );
}

type ModuleGroupProps = {
  group: PermissionGroup<PermissionChoice>;
  selectedIds: readonly number[];
  onSelectedIdsChange: (selectedIds: readonly number[]) => void;
};

/** One module: its heading, its select-all, and a checkbox per permission. */
function ModuleGroup({ group, selectedIds, onSelectedIdsChange }: ModuleGroupProps) {
  const headingId = useId();
  const selection = groupSelection(group.permissions, selectedIds);
  const groupIds = group.permissions.map(({ id }) => id);
  return (
    <div role="group" aria-labelledby={headingId} className={styles.group}>
      <div className={styles.groupHeader}>
        <h3 id={headingId} className={styles.groupTitle}>
          {group.label}
        </h3>
        <Checkbox
          isSelected={selection === 'all'}
          isIndeterminate={selection === 'some'}
          onChange={(isSelected) =>
            onSelectedIdsChange(withPermissionsSelected(selectedIds, groupIds, isSelected))
          }
        >
          {`Select all ${group.label} permissions`}
        </Checkbox>
      </div>
      <ul className={styles.permissionList}>
        {group.permissions.map((permission) => (
          <li key={permission.id}>
            <Checkbox
              isSelected={selectedIds.includes(permission.id)}
              onChange={(isSelected) =>
                onSelectedIdsChange(withPermissionSelected(selectedIds, permission.id, isSelected))
              }
              description={permission.description?.trim() || undefined}
            >
              <span className={styles.permissionName}>{permission.name}</span>
              {!permission.isActive && (
                <>
                  {' '}
                  <StatusBadge status="Inactive" />
                </>
              )}
            </Checkbox>
          </li>
        ))}
      </ul>
    </div>
  );
}
