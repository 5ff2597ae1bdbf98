/**
 * The role's permissions modal (docs/product/screens.md "Roles"): every permission grouped by
 * module, a select-all per module, and the counter 'N of M permissions selected'.
 *
 * The groups' order (ours): the offered modules in the catalogue's order (PERMISSION_MODULES,
 * the order of docs/product/records.md), then any other module alphabetically, then 'General'
 * for the permissions without one. Within a group, permissions go by name.
 */
import { PERMISSION_MODULES } from '../constants';
import { compareNames } from '../dashboard/sort-order';
import { permissionModuleKey, permissionModuleLabel } from './permission-modules';

/** What grouping reads of a permission. */
export type GroupedPermission = { id: number; name: string; module: string | null };

export type PermissionGroup<T extends GroupedPermission> = {
  /** The module as stored, or '' for the permissions without one. */
  module: string;
  /** 'Users', 'Channel Partners', 'General'. */
  label: string;
  /** By name; never empty. */
  permissions: T[];
};

const OFFERED: readonly string[] = PERMISSION_MODULES;

/** 0 for an offered module, 1 for any other, 2 for none. */
function groupRank(module: string): number {
  if (module === '') return 2;
  return OFFERED.includes(module) ? 0 : 1;
}

function compareGroups(a: string, b: string): number {
  const rank = groupRank(a);
  if (rank !== groupRank(b)) return rank - groupRank(b);
  if (rank === 0) return OFFERED.indexOf(a) - OFFERED.indexOf(b);
  // Modules differing in case alone still get one order.
  return compareNames(a, b) || (a < b ? -1 : 1);
}

/** The permissions by module, in the order above. */
export function groupPermissionsByModule<T extends GroupedPermission>(
  permissions: readonly T[],
): PermissionGroup<T>[] {
  const byModule = new Map<string, T[]>();
  for (const permission of permissions) {
    const module = permissionModuleKey(permission.module);
    byModule.set(module, [...(byModule.get(module) ?? []), permission]);
  }
  return [...byModule]
    .sort(([a], [b]) => compareGroups(a, b))
    .map(([module, grouped]) => ({
      module,
      label: permissionModuleLabel(module),
      permissions: grouped.sort((a, b) => compareNames(a.name, b.name) || a.id - b.id),
    }));
}

/** A group's select-all: ticked when all are selected, mixed when some are, empty otherwise. */
export type GroupSelection = 'all' | 'some' | 'none';

export function groupSelection(
  group: readonly { id: number }[],
  selectedIds: readonly number[],
): GroupSelection {
  const selected = group.filter(({ id }) => selectedIds.includes(id)).length;
  if (selected === 0) return 'none';
  return selected === group.length ? 'all' : 'some';
}

/**
 * The selection after one permission is ticked or cleared. Ids are kept in the order they came,
 * new ones last, each once.
 */
export function withPermissionSelected(
  selectedIds: readonly number[],
  id: number,
  isSelected: boolean,
): number[] {
  return withPermissionsSelected(selectedIds, [id], isSelected);
}

/**
 * The selection after a group's select-all: ticking it (from mixed too) selects every permission
 * of the group, clearing it clears them all.
 */
export function withPermissionsSelected(
  selectedIds: readonly number[],
  ids: readonly number[],
  isSelected: boolean,
): number[] {
  const unique = [...new Set(selectedIds)];
  if (!isSelected) return unique.filter((id) => !ids.includes(id));
  return [...unique, ...new Set(ids.filter((id) => !unique.includes(id)))];
}

/** How many of the listed permissions are selected; ids of permissions not listed do not count. */
export function selectedPermissionCount(
  permissions: readonly { id: number }[],
  selectedIds: readonly number[],
): number {
  return permissions.filter(({ id }) => selectedIds.includes(id)).length;
}

/** 'N of M permissions selected' (docs/product/screens.md "Roles"). */
export function permissionsSelectedLabel(selected: number, total: number): string {
  return `${selected} of ${total} permissions selected`;
}
