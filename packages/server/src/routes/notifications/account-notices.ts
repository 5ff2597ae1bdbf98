/**
 * The administrators' notifications of accounts waiting for approval (registration while it needs
 * approval): one per such account, from when it registered, read off the partial index on
 * users(created_at, id) where awaiting_approval. An account approved or deleted leaves the list.
 */
import { and, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { notificationReads, users } from '../../db/schema';
import { kindRank, type ListPosition } from './notification-keys';

const accountKey = sql`'accountAwaitingApproval:' || ${users.id}`;

const keyRead = (userId: number) =>
  sql`exists (select 1 from ${notificationReads} where ${notificationReads.userId} = ${userId} and ${notificationReads.key} = ${accountKey})`.mapWith(
    Boolean,
  );

/** Past every id of a serial column. */
const PAST_EVERY_ID = 2 ** 31;

/** The accounts listed after the cursor: older, or as old and after it by kind and id. */
function afterCursor(before: ListPosition): SQL {
  const rank = kindRank('accountAwaitingApproval');
  const cursorRank = kindRank(before.kind);
  const ids = rank < cursorRank ? PAST_EVERY_ID : rank > cursorRank ? 0 : before.id;
  return sql`(${users.createdAt}, ${users.id}) < (${before.occurredAt.toISOString()}::timestamptz, ${ids}::bigint)`;
}

export type AccountNotice = {
  accountId: number;
  accountName: string;
  occurredAt: Date;
  keyRead: boolean;
};

export function accountsWaiting(
  db: Executor,
  readerId: number,
  before: ListPosition | null,
  limit: number,
): Promise<AccountNotice[]> {
  return db
    .select({
      accountId: users.id,
      accountName: users.username,
      occurredAt: users.createdAt,
      keyRead: keyRead(readerId),
    })
    .from(users)
    .where(and(sql`${users.awaitingApproval}`, before ? afterCursor(before) : undefined))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
}

/** The unread ones as a leg of the unread count: those after the read-up-to instant, not read one by one. */
export function unreadAccountsLeg(
  db: Executor,
  readerId: number,
  readUpTo: Date | null,
  cap: number,
) {
  return db
    .select({ one: sql`1` })
    .from(users)
    .where(
      and(
        sql`${users.awaitingApproval}`,
        readUpTo ? sql`${users.createdAt} > ${readUpTo.toISOString()}::timestamptz` : undefined,
        sql`not ${keyRead(readerId)}`,
      ),
    )
    .limit(cap);
}

/** Of these account ids, those still waiting for approval. */
export async function accountsStillWaiting(db: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`${users.awaitingApproval}`, inArray(users.id, ids)));
  return new Set(rows.map((row) => row.id));
}
