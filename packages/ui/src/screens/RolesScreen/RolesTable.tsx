import { formatDate } from '@plotline/domain';
import { memo, type ReactNode } from 'react';
import { Icon } from '../../components/Icon';
import { IconButton } from '../../components/IconButton';
import { StatusBadge } from '../../components/StatusBadge';
import { Table, type TableColumn } from '../../components/Table';
import { RowActions, type ListTableState } from '../../patterns';
import type { RoleActionsAllowed, RoleRow } from './role-types';
import * as styles from './RolesScreen.css';

type RoleColumnId = 'name' | 'description' | 'status' | 'createdAt' | 'actions';

/** docs/product/screens.md "Roles": the columns, in order. */
const COLUMNS: readonly TableColumn<RoleColumnId>[] = [
  { id: 'name', name: 'Name', isRowHeader: true },
  { id: 'description', name: 'Description' },
  { id: 'status', name: 'Status' },
  { id: 'createdAt', name: 'Created At' },
  { id: 'actions', name: 'Actions', align: 'end', pin: 'end' },
];

/** The rows (already searched and sorted), their load and their empty state. */
export type RolesTableProps = Pick<
  ListTableState<RoleRow, null>,
  'rows' | 'isLoading' | 'emptyState'
> & {
  /** The zone the creation dates are read in. */
  timeZone: string;
  /**
   * Which row buttons to show beside View: manage permissions and edit with edit, delete with
   * delete.
   */
  can: Pick<RoleActionsAllowed, 'edit' | 'delete'>;
  /** Opens the role's details, which whoever sees the list may read. */
  onView: (role: RoleRow) => void;
  onManagePermissions: (role: RoleRow) => void;
  onEdit: (role: RoleRow) => void;
  onDelete: (role: RoleRow) => void;
};

/** The roles, one row each, with View and the buttons the user may use. */
export const RolesTable = memo(function RolesTable({
  rows,
  isLoading,
  emptyState,
  timeZone,
  can,
  onView,
  onManagePermissions,
  onEdit,
  onDelete,
}: RolesTableProps) {
  const renderCell = (role: RoleRow, columnId: RoleColumnId): ReactNode => {
    switch (columnId) {
      case 'name':
        return <span className={styles.name}>{role.name}</span>;
      case 'description':
        return role.description?.trim() ? (
          <span className={styles.description}>{role.description}</span>
        ) : (
          <span className={styles.muted}>No description</span>
        );
      case 'status':
        return <StatusBadge status={role.isActive ? 'Active' : 'Inactive'} />;
      case 'createdAt':
        return formatDate(role.createdAt, timeZone);
      case 'actions':
        return (
          <span className={styles.actions}>
            {can.edit && (
              <IconButton
                aria-label={`Manage permissions of ${role.name}`}
                icon={<Icon name="shield" />}
                size="small"
                hasTooltip
                onPress={() => onManagePermissions(role)}
              />
            )}
            <RowActions
              name={role.name}
              onView={() => onView(role)}
              onEdit={can.edit ? () => onEdit(role) : undefined}
              onDelete={can.delete ? () => onDelete(role) : undefined}
            />
          </span>
        );
    }
  };

  return (
    <Table
      aria-label="Roles"
      columns={COLUMNS}
      rows={rows}
      renderCell={renderCell}
      isLoading={isLoading}
      emptyState={emptyState}
    />
  );
});
