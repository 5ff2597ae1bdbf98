/** Permission and role checks (docs/product/access.md): a missing user or list grants nothing. */

export type AccessUser =
  { permissions?: readonly string[] | null; roles?: readonly string[] | null } | null | undefined;

export function hasPermission(user: AccessUser, permission: string): boolean {
  return user?.permissions?.includes(permission) ?? false;
}

export function hasRole(user: AccessUser, role: string): boolean {
  return user?.roles?.includes(role) ?? false;
}
