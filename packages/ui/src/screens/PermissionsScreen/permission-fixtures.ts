import { PERMISSION_CHOICES } from '../RolesScreen/role-fixtures';
import type { PermissionRow } from './permission-types';

/** The roles' catalogue of permissions, each created when the first start or an admin made it. */
export const PERMISSIONS: readonly PermissionRow[] = PERMISSION_CHOICES.map((permission) => ({
  ...permission,
  createdAt: permission.id <= 36 ? '2025-01-02T04:30:00.000Z' : '2025-06-11T09:05:00.000Z',
}));
