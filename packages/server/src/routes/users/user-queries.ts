/** Reading and writing user accounts, for the User Management screen and registration. */
import { LIST_DEFAULTS, loginKey, type FieldErrors } from '@plotline/domain';
import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { accessOfUsers, type SignedInUser } from '../../auth/signed-in-user';
import type { BatchedQuery } from '../../db/batched-read';
import type { Database, Executor, Transaction } from '../../db/database';
import { listCount } from '../../db/list-count';
import { sameName } from '../../db/same-name';
import { userRoles, users } from '../../db/schema';
import { isReferenceViolation } from '../../http/error-handler';
import { conflict, notFound } from '../../http/http-error';
import { limitOffset, listPage, pageRequest } from '../../http/paging';
import { ADMINISTRATION_MESSAGES, userHasRecords } from '../administration/administration-messages';
import type { UserValues } from './user-input';
import { userFilter, userOrder, type UserListPageQuery } from './user-list-query';
import { userResponse, type UserResponse, type UserRow } from './user-response';

/** What the contract shows of an account; never its password hash. */
const USER_COLUMNS = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phoneNumber: users.phoneNumber,
  isActive: users.isActive,
  awaitingApproval: users.awaitingApproval,
  passwordChangeRequired: users.passwordChangeRequired,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
};

/** The rows with their roles and permissions, looked up for these users only, in one query. */
async function withAccess(db: Executor, rows: UserRow[]): Promise<UserResponse[]> {
  const access = await accessOfUsers(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => userResponse(row, access.get(row.id)));
}

const BY_USERNAME = sql`lower(${users.username})`;

/**
 * The users matching `where`, by username in any letter case, as the contract shows them: two
 * queries however many users match.
 */
async function usersWhere(db: Executor, where: SQL): Promise<UserResponse[]> {
  const rows = await db.select(USER_COLUMNS).from(users).where(where).orderBy(BY_USERNAME);
  return withAccess(db, rows);
}

/** Every user by username, read in batches. */
export function everyUser(): BatchedQuery<UserResponse> {
  return {
    ids: (tx) => tx.select({ id: users.id }).from(users).orderBy(BY_USERNAME),
    rows: (tx, ids) => usersWhere(tx, inArray(users.id, ids)),
    idOf: (user) => user.id,
  };
}

/** The page the list query asks for, counted with the same search; three queries per page. */
export async function usersPage(db: Executor, query: UserListPageQuery) {
  const page = pageRequest(query, LIST_DEFAULTS.users);
  const { limit, offset } = limitOffset(page);
  const where = userFilter(query);
  const [rows, counted] = await Promise.all([
    db
      .select(USER_COLUMNS)
      .from(users)
      .where(where)
      .orderBy(...userOrder(query))
      .limit(limit)
      .offset(offset),
    listCount(db, users, where),
  ]);
  return listPage(await withAccess(db, rows), counted, page);
}

export async function userOr404(db: Executor, userId: number): Promise<UserResponse> {
  const [user] = await usersWhere(db, eq(users.id, userId));
  if (!user) throw notFound(ADMINISTRATION_MESSAGES.userNotFound);
  return user;
}

/**
 * The signed-in user as GET /auth/me shows them: the access the router already read for this
 * request (auth/caller-access.ts) beside the account's own row, so the call costs one query.
 */
export async function signedInUserResponse(
  db: Executor,
  user: SignedInUser,
): Promise<UserResponse> {
  const [row] = await db.select(USER_COLUMNS).from(users).where(eq(users.id, user.id));
  if (!row) throw notFound(ADMINISTRATION_MESSAGES.userNotFound);
  return userResponse(row, { roles: user.roles, permissions: [...user.permissions] });
}

/** The user in the path, or 404. */
export async function existingUser(db: Executor, userId: number) {
  const [user] = await db
    .select({
      id: users.id,
      username: users.username,
      isActive: users.isActive,
      awaitingApproval: users.awaitingApproval,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound(ADMINISTRATION_MESSAGES.userNotFound);
  return user;
}

/** Another account's username or email is this one's: as sign-in compares them, or in any letter case. */
const takenBy = (column: AnyPgColumn, key: AnyPgColumn, name: string) =>
  or(eq(key, loginKey(name)), sameName(column, name))!;

/**
 * 409 naming each field another account already uses, compared as sign-in compares them (their
 * login keys) and as the unique indexes do, so the form can show the message beside the field.
 */
export async function assertNamesFree(
  db: Executor,
  names: { username: string; email: string },
  exceptUserId?: number,
): Promise<void> {
  const usernameTaken = takenBy(users.username, users.usernameKey, names.username);
  const emailTaken = takenBy(users.email, users.emailKey, names.email);
  const others = await db
    .select({ usernameTaken, emailTaken })
    .from(users)
    .where(
      and(
        or(usernameTaken, emailTaken),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    );
  const errors: FieldErrors = {};
  if (others.some((other) => other.usernameTaken)) {
    errors.username = ADMINISTRATION_MESSAGES.usernameTaken;
  }
  if (others.some((other) => other.emailTaken)) errors.email = ADMINISTRATION_MESSAGES.emailTaken;
  const [first] = Object.values(errors);
  if (first) throw conflict('duplicate', first, errors);
}

/**
 * A new account with no roles, what Add User and registration both make; 409 on a taken name.
 * Registration while it needs approval makes one `awaitingApproval`.
 */
export async function insertUser(
  db: Database,
  values: UserValues,
  passwordHash: string,
  now: Date,
  awaitingApproval = false,
): Promise<number> {
  return db.transaction(async (tx) => {
    await assertNamesFree(tx, values);
    const [created] = await tx
      .insert(users)
      .values({ ...values, awaitingApproval, passwordHash, createdAt: now, updatedAt: now })
      .returning({ id: users.id });
    if (!created) throw new Error('The account was not created');
    return created.id;
  });
}

export async function updateUserRow(
  db: Executor,
  userId: number,
  values: Partial<UserValues> & { awaitingApproval?: false },
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, userId));
}

/**
 * Every record keeps its author (the created_by and updated_by foreign keys), so a user who
 * recorded anything stays: 409, and blocking is the way to take their access.
 */
export async function deleteUserRow(
  tx: Transaction,
  user: { id: number; username: string },
): Promise<void> {
  try {
    await tx.delete(users).where(eq(users.id, user.id));
  } catch (error) {
    if (isReferenceViolation(error)) throw conflict('in_use', userHasRecords(user.username));
    throw error;
  }
}

/** The user's roles become exactly `roleIds`. */
export async function replaceUserRoles(tx: Transaction, userId: number, roleIds: number[]) {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length === 0) return;
  await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}
