/** What the Permissions screen is given; the host maps the API's Permission onto these. */
import type { AdminGrants } from '@plotline/domain';
import type { PermissionChoice } from '../RolesScreen/role-types';

/** One permission as the table reads it (docs/product/records.md "Permission"). */
export type PermissionRow = PermissionChoice & {
  /** An ISO timestamp; the table shows the date it falls on in the screen's time zone. */
  createdAt: string;
};

/**
 * What the signed-in user may do on the Permissions screen (docs/product/access.md
 * "Administration"): permissions.create, permissions.edit, permissions.delete; the host computes
 * it with `adminGrantsOf(user, 'permissions')`.
 */
export type PermissionActionsAllowed = AdminGrants;
