/**
 * Attempts at the public auth operations per network address, beside the per-account sign-in
 * throttle: that one stops guessing one account's password, this one stops one address trying
 * password after password across many accounts, or registering and refreshing without end. The
 * count lives in the database, so every server behind the load balancer holds the same limit.
 * Each address has a fixed window per operation: its first attempt starts the window, and
 * attempts past the limit are refused until the window is over.
 */
import { lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { authAttemptsByAddress } from '../db/schema';

export type AddressLimit = { limit: number; windowSeconds: number };

export type AuthAttempt = {
  /** The contract's operationId, counted apart from the others. */
  operation: 'login' | 'register' | 'refreshToken';
  /** As throttledAddress gives it. */
  address: string;
  now: Date;
};

const timestamp = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * Counts the attempt in one statement, so concurrent attempts on several servers all count, and
 * answers the whole seconds until the address may try again: 0 when this attempt is within the
 * limit. An attempt that opens a new window also removes every address's windows that are over,
 * so the table holds only the addresses trying now.
 */
export async function secondsRefusedToAddress(
  db: Executor,
  { operation, address, now }: AuthAttempt,
  { limit, windowSeconds }: AddressLimit,
): Promise<number> {
  const windowMs = windowSeconds * 1000;
  const over = new Date(now.getTime() - windowMs);
  const windowOver = sql`${authAttemptsByAddress.windowStartedAt} <= ${timestamp(over)}`;
  const [counted] = await db
    .insert(authAttemptsByAddress)
    .values({ address, operation, attempts: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: [authAttemptsByAddress.address, authAttemptsByAddress.operation],
      set: {
        attempts: sql`case when ${windowOver} then 1 else ${authAttemptsByAddress.attempts} + 1 end`,
        windowStartedAt: sql`case when ${windowOver} then ${timestamp(now)} else ${authAttemptsByAddress.windowStartedAt} end`,
      },
    })
    .returning({
      attempts: authAttemptsByAddress.attempts,
      windowStartedAt: authAttemptsByAddress.windowStartedAt,
    });
  if (counted!.attempts === 1) {
    await db.delete(authAttemptsByAddress).where(lte(authAttemptsByAddress.windowStartedAt, over));
    return 0;
  }
  if (counted!.attempts <= limit) return 0;
  const windowEnds = counted!.windowStartedAt.getTime() + windowMs;
  return Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000));
}
