/** What the Roles screen is given; the host maps the API's Role and Permission onto these. */
import type { AdminGrants, RoleListFilters } from '@plotline/domain';
import type { ListQuery, Loadable, SaveOutcome } from '../../patterns';

/** A permission a role holds, as the API's Role lists it. */
export type RolePermissionRef = { id: number; name: string };

/** One role as the table reads it (docs/product/records.md "Role"). */
export type RoleRow = {
  id: number;
  name: string;
  description: string | null;
  isActive: boolean;
  /** An ISO timestamp; the table shows the date it falls on in the screen's time zone. */
  createdAt: string;
  permissions: readonly RolePermissionRef[];
  /** How many users hold the role: the delete question says they lose its permissions. */
  userCount: number;
};

/**
 * One role as its details show it (GET /roles/{id}): the same Role the list holds, so the row
 * stands in for it while it loads.
 */
export type RoleDetails = RoleRow;

/** One permission the permissions modal offers (docs/product/records.md "Permission"). */
export type PermissionChoice = {
  id: number;
  name: string;
  description: string | null;
  /** Null (or blank) lists it under 'General'. */
  module: string | null;
  isActive: boolean;
};

/**
 * What the signed-in user may do on the Roles screen (docs/product/access.md "Administration"):
 * create with roles.create, edit and manage permissions with roles.edit, delete with roles.delete;
 * the host computes it with `adminGrantsOf(user, 'roles')`.
 */
export type RoleActionsAllowed = AdminGrants;

/** Every filter off: no search. */
export const NO_ROLE_FILTERS: RoleListFilters = { searchTerm: '' };

/**
 * What the table shows: the search. The roles are loaded whole and shown in one table, so the page
 * stays 1 at the default page size, in the host's order (sort null).
 */
export type RoleListQuery = ListQuery<RoleListFilters, null>;

/**
 * A role's permissions modal, opened by the role's id so a host may keep it (e.g. in its URL):
 * the catalogue it offers, as the host loaded it, and the save of the new set.
 */
export type RolePermissionsState = {
  /** The role whose permissions are open, a row of the list; null while the modal is closed. */
  id: number | null;
  /** Opens a role's permissions, or closes them (null). */
  onOpen: (id: number | null) => void;
  /** Every permission (GET /permissions), active or not; a failed load offers none. */
  choices: Loadable<readonly PermissionChoice[]>;
  /**
   * Replaces the role's permissions with these ids; resolves (never rejects). Success closes the
   * modal.
   */
  onSave: (role: RoleRow, permissionIds: number[]) => Promise<SaveOutcome>;
};
