/** What the Permissions screen is given; the host maps the API's Permission onto these. */
import type { AdminGrants, PermissionListFilters } from '@plotline/domain';
import type { ListQuery } from '../../patterns';
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

/** Every filter off: no search, 'All Modules'. */
export const NO_PERMISSION_FILTERS: PermissionListFilters = { searchTerm: '', module: null };

/**
 * What the table shows: the search and the module. The catalogue is loaded whole and shown in one
 * table, so the page stays 1 at the default page size, in the host's order (sort null).
 */
export type PermissionListQuery = ListQuery<PermissionListFilters, null>;
