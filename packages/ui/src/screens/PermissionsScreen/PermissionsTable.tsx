import { formatDate, permissionModuleLabel } from '@plotline/domain';
import { memo, type ReactNode } from 'react';
import { StatusBadge } from '../../components/StatusBadge';
import { Table, type TableColumn } from '../../components/Table';
import { RowActions, type ListTableState } from '../../patterns';
import type { PermissionActionsAllowed, PermissionRow } from './permission-types';
import * as styles from './PermissionsScreen.css';

type PermissionColumnId = 'name' | 'description' | 'module' | 'status' | 'createdAt' | 'actions';

/** docs/product/screens.md "Permissions": the columns, in order. */
const COLUMNS: readonly TableColumn<PermissionColumnId>[] = [
  { id: 'name', name: 'Name', isRowHeader: true },
  { id: 'description', name: 'Description' },
  { id: 'module', name: 'Module' },
  { id: 'status', name: 'Status' },
  { id: 'createdAt', name: 'Created At' },
  { id: 'actions', name: 'Actions', align: 'end', pin: 'end' },
];

/** Without a button to show, the Actions column goes too. */
const COLUMNS_WITHOUT_ACTIONS = COLUMNS.filter(({ id }) => id !== 'actions');

/** The rows (already searched, filtered and sorted), their load and their empty state. */
export type PermissionsTableProps = Pick<
  ListTableState<PermissionRow, null>,
  'rows' | 'isLoading' | 'emptyState'
> & {
  /** The zone the creation dates are read in. */
  timeZone: string;
  /** Which row buttons to show. */
  can: Pick<PermissionActionsAllowed, 'edit' | 'delete'>;
  onEdit: (permission: PermissionRow) => void;
  onDelete: (permission: PermissionRow) => void;
};

/** The permissions, one row each: the module in words ('General' for none). */
export const PermissionsTable = memo(function PermissionsTable({
  rows,
  isLoading,
  emptyState,
  timeZone,
  can,
  onEdit,
  onDelete,
}: PermissionsTableProps) {
  const renderCell = (permission: PermissionRow, columnId: PermissionColumnId): ReactNode => {
    switch (columnId) {
      case 'name':
        return <span className={styles.name}>{permission.name}</span>;
      case 'description':
        return permission.description?.trim() ? (
          <span className={styles.description}>{permission.description}</span>
        ) : (
          <span className={styles.muted}>No description</span>
        );
      case 'module':
        return permissionModuleLabel(permission.module);
      case 'status':
        return <StatusBadge status={permission.isActive ? 'Active' : 'Inactive'} />;
      case 'createdAt':
        return formatDate(permission.createdAt, timeZone);
      case 'actions':
        return (
          <RowActions
            name={permission.name}
            onEdit={can.edit ? () => onEdit(permission) : undefined}
            onDelete={can.delete ? () => onDelete(permission) : undefined}
          />
        );
    }
  };

  return (
    <Table
      aria-label="Permissions"
      columns={can.edit || can.delete ? COLUMNS : COLUMNS_WITHOUT_ACTIONS}
      rows={rows}
      renderCell={renderCell}
      isLoading={isLoading}
      emptyState={emptyState}
    />
  );
});
