/** The contract's User: the account with its role names and permissions. */
import type { components } from '@plotline/api-client/schema';
import type { UserAccess } from '../../auth/signed-in-user';
import type { users } from '../../db/schema';

export type UserResponse = components['schemas']['User'];

export type UserRow = Pick<
  typeof users.$inferSelect,
  | 'id'
  | 'username'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'phoneNumber'
  | 'isActive'
  | 'lastLoginAt'
  | 'createdAt'
>;

export function userResponse(row: UserRow, access: UserAccess | undefined): UserResponse {
  return {
    ...row,
    roles: access?.roles ?? [],
    permissions: access?.permissions ?? [],
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
