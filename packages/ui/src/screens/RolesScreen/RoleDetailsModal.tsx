import { formatDate, groupPermissionsByModule, type PermissionGroup } from '@plotline/domain';
import { useId } from 'react';
import { Heading } from 'react-aria-components';
import { Button } from '../../components/Button';
import { Detail, DetailList, DetailSection } from '../../components/DetailList';
import { StatusBadge } from '../../components/StatusBadge';
import { BROWSER_TIME_ZONE, RecordDetailsModal, type AuditHistory } from '../../patterns';
import type {
  PermissionChoice,
  RoleActionsAllowed,
  RoleDetails,
  RolePermissionRef,
} from './role-types';
import * as styles from './RoleDetailsModal.css';

export type RoleDetailsModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** What is known of the role: its row in the list at once, its details once loaded. */
  role: RoleDetails | null;
  /** The details are loading and nothing is known yet. */
  isLoading?: boolean;
  /** Why there is nothing to show, e.g. 'Role not found'. */
  errorMessage?: string | null;
  /**
   * Every permission with its module, to group the role's by: a role names its permissions
   * without their modules. Left out or lacking one the role holds, they are listed by name.
   */
  permissionCatalogue?: readonly PermissionChoice[];
  /** Which buttons to show: 'Manage Permissions' and 'Edit Role' with edit. */
  can: Pick<RoleActionsAllowed, 'edit'>;
  onEdit: (role: RoleDetails) => void;
  onManagePermissions: (role: RoleDetails) => void;
  timeZone?: string;
  /** Its audit entries, as the host loads them; left out, no History section is shown. */
  audit?: AuditHistory;
};

/**
 * A role, read-only: its name, status, description, creation date, how many users hold it and its
 * permissions by module, with 'Manage Permissions' and 'Edit Role' for whoever may edit it; for
 * whoever may see the audit trail, the History of every change to it.
 */
export function RoleDetailsModal({
  isOpen,
  onOpenChange,
  role,
  isLoading = false,
  errorMessage = null,
  permissionCatalogue = [],
  can,
  onEdit,
  onManagePermissions,
  timeZone = BROWSER_TIME_ZONE,
  audit,
}: RoleDetailsModalProps) {
  return (
    <RecordDetailsModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Role Details"
      record={role}
      isLoading={isLoading}
      errorMessage={errorMessage}
      loadingLabel="Loading role details"
      footer={(shown) =>
        can.edit && (
          <>
            <Button
              variant="secondary"
              isDisabled={!shown}
              onPress={() => shown && onManagePermissions(shown)}
            >
              Manage Permissions
            </Button>
            <Button isDisabled={!shown} onPress={() => shown && onEdit(shown)}>
              Edit Role
            </Button>
          </>
        )
      }
      audit={audit}
      timeZone={timeZone}
    >
      {(shown) => (
        <>
          <RoleFacts role={shown} timeZone={timeZone} />
          <DetailSection heading="Permissions">
            <HeldPermissions held={shown.permissions} catalogue={permissionCatalogue} />
          </DetailSection>
        </>
      )}
    </RecordDetailsModal>
  );
}

function RoleFacts({ role, timeZone }: { role: RoleDetails; timeZone: string }) {
  const description = role.description?.trim();
  return (
    <DetailList size="large">
      <Detail term="Role Name">{role.name}</Detail>
      <Detail term="Status">
        <StatusBadge status={role.isActive ? 'Active' : 'Inactive'} />
      </Detail>
      <Detail term="Created On">{formatDate(role.createdAt, timeZone)}</Detail>
      <Detail term="Assigned Users">{role.userCount}</Detail>
      {description && <Detail term="Description">{description}</Detail>}
    </DetailList>
  );
}

type HeldPermissionsProps = {
  held: readonly RolePermissionRef[];
  catalogue: readonly PermissionChoice[];
};

/** The role's permissions, by module where the catalogue files every one of them. */
function HeldPermissions({ held, catalogue }: HeldPermissionsProps) {
  if (held.length === 0) return <p className={styles.message}>No permissions</p>;
  const filed = held.map(({ id }) => catalogue.find((permission) => permission.id === id));
  if (!filed.every((permission) => permission !== undefined)) {
    return <PermissionNames aria-label="Permissions" permissions={held} />;
  }
  return (
    <div className={styles.groups}>
      {groupPermissionsByModule(filed).map((group) => (
        <ModuleGroup key={group.module} group={group} />
      ))}
    </div>
  );
}

function ModuleGroup({ group }: { group: PermissionGroup<PermissionChoice> }) {
  const headingId = useId();
  return (
    <section className={styles.group}>
      <Heading id={headingId} level={4} className={styles.groupHeading}>
        {group.label}
      </Heading>
      <PermissionNames aria-labelledby={headingId} permissions={group.permissions} />
    </section>
  );
}

type PermissionNamesProps = {
  permissions: readonly RolePermissionRef[];
  'aria-label'?: string;
  'aria-labelledby'?: string;
};

function PermissionNames({ permissions, ...label }: PermissionNamesProps) {
  return (
    <ul {...label} className={styles.permissionList}>
      {permissions.map(({ id, name }) => (
        <li key={id} className={styles.permissionName}>
          {name}
        </li>
      ))}
    </ul>
  );
}
