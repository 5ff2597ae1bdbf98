/**
 * The modules a permission belongs to (docs/product/records.md "Permission"): how the screens name
 * them, and the group of permissions that have none (docs/product/screens.md "Roles": 'General').
 */
import { PERMISSION_MODULES } from '../constants';

export type PermissionModule = (typeof PERMISSION_MODULES)[number];

/** Where the permissions without a module are listed, and what their Module column reads. */
export const GENERAL_PERMISSION_GROUP = 'General';

export function isPermissionModule(value: string | null | undefined): value is PermissionModule {
  return (PERMISSION_MODULES as readonly (string | null | undefined)[]).includes(value);
}

/** A module's key as stored, or '' for none: blanks count as none. */
export function permissionModuleKey(module: string | null | undefined): string {
  return (module ?? '').trim();
}

/**
 * How the screens write a module (ours): an offered module in words, 'channel-partners' as
 * 'Channel Partners'; any other as stored; none as 'General'.
 */
export function permissionModuleLabel(module: string | null | undefined): string {
  const key = permissionModuleKey(module);
  if (key === '') return GENERAL_PERMISSION_GROUP;
  if (!isPermissionModule(key)) return key;
  return key
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The module choices of the Permissions filter and form, in the catalogue's order. */
export const PERMISSION_MODULE_OPTIONS: readonly { id: PermissionModule; label: string }[] =
  PERMISSION_MODULES.map((module) => ({ id: module, label: permissionModuleLabel(module) }));
