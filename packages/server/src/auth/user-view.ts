/**
 * The contract's User: the account with its role names and permissions (signed-in-user.ts's
 * accessOfUsers), read for many users at once so the users table costs two queries whatever
 * its length.
 */
import type { components } from '@plotline/api-client/schema';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { users } from '../db/schema';
import { accessOfUsers } from './signed-in-user';
import { notFound } from '../http/http-error';
import { ADMINISTRATION_MESSAGES } from './messages';

export type UserView = components['schemas']['User'];

/** The users matching `where`, by username in any letter case, as the contract shows them. */
export async function userViews(db: Executor, where?: SQL): Promise<UserView[]> {
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phoneNumber: users.phoneNumber,
      isActive: users.isActive,
      lastLoginAt: users.lastLoginAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(where)
    .orderBy(sql`lower(${users.username})`);
  const access = await accessOfUsers(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    roles: access.get(row.id)?.roles ?? [],
    permissions: access.get(row.id)?.permissions ?? [],
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The user in the path, or 404. */
export async function userViewOr404(db: Executor, userId: number): Promise<UserView> {
  const [view] = await userViews(db, eq(users.id, userId));
  if (!view) throw notFound(ADMINISTRATION_MESSAGES.userNotFound);
  return view;
}
