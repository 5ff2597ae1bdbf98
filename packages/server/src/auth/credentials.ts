/**
 * A user's credentials: checking a username-or-email and password, in constant time whether or
 * not the account exists, and setting a new password.
 */
import { desc, eq, or } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { users } from '../db/schema';
import { decoyPasswordHash, verifyPassword } from './passwords';
import { sameName } from '../db/same-name';

export type CheckedAccount = { id: number; isActive: boolean };

/**
 * The account whose username or email is `login`, in any letter case, when `password` is its
 * password; null otherwise. Should one user's username be another's email, the username wins.
 */
export async function checkCredentials(
  db: Executor,
  login: string,
  password: string,
): Promise<CheckedAccount | null> {
  const typed = login.trim();
  const [account] = await db
    .select({ id: users.id, isActive: users.isActive, passwordHash: users.passwordHash })
    .from(users)
    .where(or(sameName(users.username, typed), sameName(users.email, typed)))
    .orderBy(desc(sameName(users.username, typed)))
    .limit(1);
  // An unknown account is still checked against a hash, so it costs what a wrong password costs.
  const matches = await verifyPassword(
    account?.passwordHash ?? (await decoyPasswordHash()),
    password,
  );
  return account && matches ? { id: account.id, isActive: account.isActive } : null;
}

/** The stored hash of a user's password, for checking the current one before a change. */
export async function passwordHashOf(db: Executor, userId: number): Promise<string | null> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return user?.passwordHash ?? null;
}

export async function setPasswordHash(
  db: Executor,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}
