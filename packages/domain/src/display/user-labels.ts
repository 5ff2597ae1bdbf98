/** The Users table's and user menu's labels (docs/product/screens.md). */
import { formatDate } from './format-date';

/**
 * A user's status: Active or Blocked (docs/product/screens.md "Users"), or, ours, 'Pending
 * approval' for an account registered while registration needs an administrator's approval.
 */
export const USER_STATUSES = ['Active', 'Blocked', 'Pending approval'] as const;
export type UserStatusLabel = (typeof USER_STATUSES)[number];

/**
 * An account waiting for approval reads so whatever else it is: it has never been let in, and
 * approving it is what the row offers first.
 */
export function userStatusLabel(user: {
  isActive: boolean;
  awaitingApproval: boolean;
}): UserStatusLabel {
  if (user.awaitingApproval) return 'Pending approval';
  return user.isActive ? 'Active' : 'Blocked';
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
