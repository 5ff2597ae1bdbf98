/**
 * Failed sign-ins per account, kept in the database so the limit holds however many servers
 * stand behind the load balancer. After 5 failures within 15 minutes the account is locked for
 * 30 seconds, whatever password comes next; each further failure in the same window locks it
 * again, so guessing slows to one try per lock. A successful sign-in clears the count.
 */
import { LOCKOUT_DURATION_MS, loginKey } from '@plotline/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { signInThrottle } from '../db/schema';

export const SIGN_IN_FAILURE_LIMIT = 5;
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * The account as typed, keyed as sign-in compares it (the domain's loginKey), so no spelling
 * that signs in escapes the count: unknown accounts are throttled like real ones, so the throttle
 * tells nobody which exist. A username and its user's email are counted apart.
 */
export function throttledAccount(typed: string): string {
  return loginKey(typed);
}

/** Whole seconds the account must still wait before it may try again; 0 when it may. */
export async function secondsLocked(db: Executor, account: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ lockedUntil: signInThrottle.lockedUntil })
    .from(signInThrottle)
    .where(eq(signInThrottle.account, account));
  if (!row?.lockedUntil) return 0;
  return Math.max(0, Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000));
}

const timestamp = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * Counts a failure in one statement, so concurrent failures on several servers all count. A
 * window older than 15 minutes starts again from this failure.
 */
export async function recordSignInFailure(db: Executor, account: string, now: Date): Promise<void> {
  const windowOver = sql`${signInThrottle.windowStartedAt} <= ${timestamp(
    new Date(now.getTime() - SIGN_IN_FAILURE_WINDOW_MS),
  )}`;
  const lockedUntil = timestamp(new Date(now.getTime() + LOCKOUT_DURATION_MS));
  await db
    .insert(signInThrottle)
    .values({ account, failures: 1, windowStartedAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: signInThrottle.account,
      set: {
        failures: sql`case when ${windowOver} then 1 else ${signInThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${windowOver} then ${timestamp(now)} else ${signInThrottle.windowStartedAt} end`,
        lockedUntil: sql`case when not (${windowOver}) and ${signInThrottle.failures} + 1 >= ${SIGN_IN_FAILURE_LIMIT} then ${lockedUntil} else null end`,
      },
    });
}

export async function clearSignInFailures(db: Executor, account: string): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.account, account));
}
