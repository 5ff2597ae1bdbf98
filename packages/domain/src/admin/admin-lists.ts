/**
 * The Roles and Permissions lists: GET /roles and GET /permissions return small catalogues
 * whole, so the host searches, filters and sorts them in the browser (docs/ui-contract.md) with
 * these, and hands the screens the rows they return.
 */
import { compareNames } from '../dashboard/sort-order';
import {
  isPermissionModule,
  permissionModuleKey,
  type PermissionModule,
} from './permission-modules';

export type RoleListFilters = { searchTerm: string };

/** The module filter: one of the offered modules, or null for 'All Modules'. */
export type PermissionListFilters = { searchTerm: string; module: PermissionModule | null };

/** What the search reads of a role or permission. */
type Described = { id: number; name: string; description: string | null };

function contains(texts: readonly (string | null)[], searchTerm: string): boolean {
  const wanted = searchTerm.trim().toLocaleLowerCase('en-IN');
  return texts.some((text) => (text ?? '').toLocaleLowerCase('en-IN').includes(wanted));
}

function byName<T extends Described>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareNames(a.name, b.name) || a.id - b.id);
}

/**
 * The roles whose name or description contains the search, whatever the letter case (a blank
 * search matches all), by name.
 */
export function rolesMatching<T extends Described>(roles: readonly T[], searchTerm: string): T[] {
  return byName(roles.filter((role) => contains([role.name, role.description], searchTerm)));
}

/**
 * The permissions of the chosen module (any, with null) whose name, description or module
 * contains the search, whatever the letter case, by name.
 */
export function permissionsMatching<T extends Described & { module: string | null }>(
  permissions: readonly T[],
  { searchTerm, module }: PermissionListFilters,
): T[] {
  return byName(
    permissions.filter(
      (permission) =>
        (module === null || permissionModuleKey(permission.module) === module) &&
        contains([permission.name, permission.description, permission.module], searchTerm),
    ),
  );
}

/** The module a URL asks for; anything but an offered module means 'All Modules'. */
export function permissionModuleFilterOf(
  value: string | null | undefined,
): PermissionModule | null {
  return isPermissionModule(value) ? value : null;
}
