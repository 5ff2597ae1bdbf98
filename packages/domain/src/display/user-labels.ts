/** The Users table's and user menu's labels (SPEC.md section 2). */

export type UserStatusLabel = 'Active' | 'Blocked';

/** The user menu lists the roles joined by commas. */
export function roleNamesLabel(roles: readonly string[] | null | undefined): string {
  return (roles ?? [])
    .map((role) => role.trim())
    .filter((role) => role !== '')
    .join(', ');
}
