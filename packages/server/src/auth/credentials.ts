/**
 * A user's credentials: checking a username-or-email and password, in constant time whether or
 * not the account exists, and setting a new password.
 */
import { loginKey } from '@plotline/domain';
import { desc, eq, or } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { users } from '../db/schema';
import { decoyPasswordHash, verifyPassword } from './passwords';

export type CheckedAccount = { id: number; isActive: boolean; awaitingApproval: boolean };

/**
 * The account whose username or email is `login`, compared by their login keys (the domain's
 * loginKey, as the sign-in lockout counts them), when `password` is its password; null
 * otherwise. Should one user's username be another's email, the username wins.
 */
export async function checkCredentials(
  db: Executor,
  login: string,
  password: string,
): Promise<CheckedAccount | null> {
  const key = loginKey(login);
  const [account] = await db
    .select({
      id: users.id,
      isActive: users.isActive,
      awaitingApproval: users.awaitingApproval,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(or(eq(users.usernameKey, key), eq(users.emailKey, key)))
    .orderBy(desc(eq(users.usernameKey, key)))
    .limit(1);
  // An unknown account is still checked against a hash, so it costs what a wrong password costs.
  const matches = await verifyPassword(
    account?.passwordHash ?? (await decoyPasswordHash()),
    password,
  );
  if (!account || !matches) return null;
  return { id: account.id, isActive: account.isActive, awaitingApproval: account.awaitingApproval };
}

/** The stored hash of a user's password, for checking the current one before a change. */
export async function passwordHashOf(db: Executor, userId: number): Promise<string | null> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return user?.passwordHash ?? null;
}

/**
 * A new password: the user's own (they need not change it again), or one set for them by an
 * administrator, which the next sign-in keeps as it is.
 */
export async function setPasswordHash(
  db: Executor,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/** The user chose their own password, so no longer has to. */
export async function setOwnPasswordHash(
  db: Executor,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, passwordChangeRequired: false, updatedAt: now })
    .where(eq(users.id, userId));
}
