import {
  displayName,
  lastLoginLabel,
  userStatusLabel,
  type UserGrants,
  type UserViewer,
} from '@plotline/domain';
import { memo, type ReactNode } from 'react';
import { EmailLink, PhoneLink } from '../../components/ContactLink';
import { StatusBadge } from '../../components/StatusBadge';
import { Table, type TableColumn } from '../../components/Table';
import { tableSortProps, type ListTableState } from '../../patterns';
import { UserRoleBadges } from './UserRoleBadges';
import { UserRowActions, type UserActionHandlers } from './UserRowActions';
import type { UserRow, UserSort, UserSortBy } from './users-screen-types';
import * as styles from './UsersScreen.css';

type UserColumnId = 'user' | 'contact' | 'roles' | 'status' | 'lastLogin' | 'actions';

/** The columns of docs/product/screens.md "Users", in order. */
const COLUMNS: readonly TableColumn<UserColumnId>[] = [
  { id: 'user', name: 'User', isRowHeader: true, allowsSorting: true },
  { id: 'contact', name: 'Contact' },
  { id: 'roles', name: 'Roles' },
  { id: 'status', name: 'Status' },
  { id: 'lastLogin', name: 'Last Login', allowsSorting: true },
  { id: 'actions', name: 'Actions', align: 'end', pin: 'end' },
];

/** The sortable columns and the API's sortBy for each. */
const SORT_BY: Partial<Record<UserColumnId, UserSortBy>> = {
  user: 'Name',
  lastLogin: 'LastLoginAt',
};

/** One page, already searched and sorted, as the list page hands it over (ListTableState). */
export type UsersTableProps = ListTableState<UserRow, UserSort> & {
  /** The zone the last sign-in is read in. */
  timeZone: string;
  /** What the signed-in user may do; each row offers only those buttons. */
  can: UserGrants;
  /** The signed-in user and their permissions (UserRowActions). */
  viewer: UserViewer | null;
  /** Opens the user's details; every row offers it. */
  onView: (user: UserRow) => void;
  /** What each row button that changes the user does. */
  on: UserActionHandlers;
};

/** The users of one page: a real table; the host sorts and pages. */
export const UsersTable = memo(function UsersTable({
  rows,
  sort,
  onSortChange,
  isLoading,
  emptyState,
  timeZone,
  can,
  viewer,
  onView,
  on,
}: UsersTableProps) {
  const renderCell = (user: UserRow, columnId: UserColumnId): ReactNode => {
    switch (columnId) {
      case 'user':
        return (
          <span className={styles.stacked}>
            <span className={styles.strong}>{displayName(user)}</span>
            <span className={styles.muted}>@{user.username}</span>
          </span>
        );
      case 'contact':
        return (
          <span className={styles.stacked}>
            <EmailLink address={user.email} />
            {user.phoneNumber?.trim() && (
              <span className={styles.muted}>
                <PhoneLink number={user.phoneNumber} />
              </span>
            )}
          </span>
        );
      case 'roles':
        return <UserRoleBadges roles={user.roles} />;
      case 'status':
        return <StatusBadge status={userStatusLabel(user)} />;
      case 'lastLogin':
        return lastLoginLabel(user.lastLoginAt, timeZone);
      case 'actions':
        return <UserRowActions user={user} can={can} viewer={viewer} onView={onView} on={on} />;
    }
  };

  return (
    <Table
      aria-label="Users"
      columns={COLUMNS}
      rows={rows}
      renderCell={renderCell}
      {...tableSortProps(SORT_BY, sort, onSortChange)}
      isLoading={isLoading}
      emptyState={emptyState}
    />
  );
});
