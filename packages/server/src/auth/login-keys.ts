/**
 * Accounts a migration or a restore brought without login keys (schema.ts users.usernameKey) get
 * them when the server starts, made in JavaScript as every write makes them, before any sign-in.
 */
import { loginKey } from '@plotline/domain';
import { eq, isNull, or } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { users } from '../db/schema';

export async function fillMissingLoginKeys(db: Executor): Promise<number> {
  const missing = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(or(isNull(users.usernameKey), isNull(users.emailKey)));
  for (const user of missing) {
    await db
      .update(users)
      .set({ usernameKey: loginKey(user.username), emailKey: loginKey(user.email) })
      .where(eq(users.id, user.id));
  }
  return missing.length;
}

/** An account's row with the keys sign-in compares it by, for code that inserts accounts itself. */
export function withLoginKeys<Row extends { username: string; email: string }>(row: Row) {
  return { ...row, usernameKey: loginKey(row.username), emailKey: loginKey(row.email) };
}
