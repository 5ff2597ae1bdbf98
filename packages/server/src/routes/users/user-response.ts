/** The contract's User: the account with its role names and permissions. */
import type { components } from '@plotline/api-client/schema';
import type { UserAccess } from '../../auth/signed-in-user';

export type UserResponse = components['schemas']['User'];

/** The account's own columns, its times as the database gives them. */
export type UserRow = Omit<UserResponse, 'roles' | 'permissions' | 'lastLoginAt' | 'createdAt'> & {
  lastLoginAt: Date | null;
  createdAt: Date;
};

export function userResponse(row: UserRow, access: UserAccess | undefined): UserResponse {
  return {
    ...row,
    roles: access?.roles ?? [],
    permissions: access?.permissions ?? [],
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
