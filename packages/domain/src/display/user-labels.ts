/** The Users table's and user menu's labels (docs/product/screens.md). */
import { formatDate } from './format-date';

export type UserStatusLabel = 'Active' | 'Blocked';

export function userStatusLabel(isActive: boolean): UserStatusLabel {
  return isActive ? 'Active' : 'Blocked';
}

/** The date of the last sign-in in `timeZone`, or 'Never' for a user who has not signed in. */
export function lastLoginLabel(lastLoginAt: string | null | undefined, timeZone: string): string {
  if (!lastLoginAt?.trim()) return 'Never';
  return formatDate(lastLoginAt, timeZone);
}

/** The user menu lists the roles joined by commas. */
export function roleNamesLabel(roles: readonly string[] | null | undefined): string {
  return (roles ?? [])
    .map((role) => role.trim())
    .filter((role) => role !== '')
    .join(', ');
}
