/**
 * The Manage Roles modal (docs/product/screens.md "Users"): which roles start ticked, what each
 * choice says, and how many are selected. The API lists a user's roles by name and assigns them
 * by id, replacing the whole set.
 */

/** A role the modal offers. */
export type RoleChoice = {
  id: number;
  name: string;
  description: string | null;
  isActive: boolean;
};

/**
 * The ids of the roles the user holds, in the order offered. A name matches exactly, letter case
 * included, as the API names roles; a name no role offered has (deleted since) is dropped.
 */
export function roleIdsOfNames(
  roleNames: readonly string[],
  roles: readonly RoleChoice[],
): number[] {
  const held = new Set(roleNames);
  return roles.filter((role) => held.has(role.name)).map((role) => role.id);
}

/** Under each role: its description, or 'No description' as on the Roles screen. */
export function roleChoiceDescription(role: Pick<RoleChoice, 'description'>): string {
  return role.description?.trim() || 'No description';
}

/** 'No roles selected', '1 role selected', 'N roles selected' (our words). */
export function selectedRolesLabel(count: number): string {
  if (count === 0) return 'No roles selected';
  return count === 1 ? '1 role selected' : `${count} roles selected`;
}

/** Manage Roles with no role to offer: the Roles screen's empty state. */
export const NO_ROLES_TO_OFFER = 'No roles found';

/** The Users table's Roles cell when the user holds none (our words). */
export const NO_ROLES_LABEL = 'No roles';
