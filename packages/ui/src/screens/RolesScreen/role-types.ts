/** What the Roles screen is given; the host maps the API's Role and Permission onto these. */
import type { AdminGrants } from '@plotline/domain';

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
