/**
 * What a user has read: the notifications they marked one by one, by key, and the instant they
 * last marked all read, before which every notification is read. Theirs alone, and no record of
 * the business, so the audit trail holds none of it.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { notificationReads, notificationsReadUpTo } from '../../db/schema';

export async function readUpToOf(db: Executor, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ readUpTo: notificationsReadUpTo.readUpTo })
    .from(notificationsReadUpTo)
    .where(eq(notificationsReadUpTo.userId, userId));
  return row?.readUpTo ?? null;
}

export async function markRead(
  db: Executor,
  userId: number,
  keys: string[],
  now: Date,
): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insert(notificationReads)
    .values(keys.map((key) => ({ userId, key, readAt: now })))
    .onConflictDoNothing();
}

/**
 * Every notification the user has arose by now (one can be marked read only once it has), so
 * the keys they marked one by one are all read by the instant too, and go.
 */
export async function markAllRead(db: Database, userId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(notificationsReadUpTo)
      .values({ userId, readUpTo: now })
      .onConflictDoUpdate({
        target: notificationsReadUpTo.userId,
        set: { readUpTo: sql`greatest(${notificationsReadUpTo.readUpTo}, excluded.read_up_to)` },
      });
    await tx.delete(notificationReads).where(eq(notificationReads.userId, userId));
  });
}
