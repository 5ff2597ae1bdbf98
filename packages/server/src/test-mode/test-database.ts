/**
 * Test mode empties the database it serves (the provider-state endpoint resets it before every
 * interaction), so it serves only a database it made for itself: an empty one, which it marks
 * (schema.ts testModeMark) and sets to its baseline, or one it marked before. Any other database
 * holds someone's data, and test mode refuses to start on it.
 *
 * With DEMO_DATA=true the empty database also gets the demo business over the baseline, at the
 * pinned instant: the same pictures of the product every time (scripts/screenshots.mjs). The
 * pact loses nothing by it, as every interaction starts from the baseline alone.
 */
import { count } from 'drizzle-orm';
import type { Database } from '../db/database';
import { testModeMark, users } from '../db/schema';
import { ADMIN_ID, resetToBaseline } from './baseline';

export class NotATestDatabase extends Error {}

export type ClaimOptions = {
  /** Fills the business over the baseline, its admin as its maker: on the claim, not on a restart. */
  seedDemoData?: (db: Database, adminId: number) => Promise<void>;
};

export async function claimTestDatabase(
  db: Database,
  now: Date,
  options: ClaimOptions = {},
): Promise<void> {
  const [mark] = await db.select({ markedAt: testModeMark.markedAt }).from(testModeMark);
  if (mark) return;
  const [held] = await db.select({ users: count() }).from(users);
  const accounts = held?.users ?? 0;
  if (accounts > 0) {
    throw new NotATestDatabase(
      `Test mode refuses to start: this database holds ${accounts} user account(s) it did not make, and test mode would empty it. Point DATA_DIR or DATABASE_URL at a database of its own.`,
    );
  }
  await db.insert(testModeMark).values({ markedAt: now });
  await resetToBaseline(db);
  await options.seedDemoData?.(db, ADMIN_ID);
}
