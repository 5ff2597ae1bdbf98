import { DEFAULT_PAGE_SIZE } from '@plotline/domain';
import { PERMISSION_CHOICES } from '../RolesScreen/role-fixtures';
import {
  NO_PERMISSION_FILTERS,
  type PermissionListQuery,
  type PermissionRow,
} from './permission-types';

/** The plain table: every permission, as the host asks for it at first. */
export const PLAIN_QUERY: PermissionListQuery = {
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  filters: NO_PERMISSION_FILTERS,
  sort: null,
};

/** The roles' catalogue of permissions, each created when the first start or an admin made it. */
export const PERMISSIONS: readonly PermissionRow[] = PERMISSION_CHOICES.map((permission) => ({
  ...permission,
  createdAt: permission.id <= 36 ? '2025-01-02T04:30:00.000Z' : '2025-06-11T09:05:00.000Z',
}));
