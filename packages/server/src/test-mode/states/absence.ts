/**
 * States that create nothing ("no user has id 999") still hold the database to what they say,
 * so an earlier state or a stale baseline that breaks them fails loudly instead of misleading.
 */
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';

export async function assertNone(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  what: string,
): Promise<void> {
  const [found] = await db.select({ rows: count() }).from(table).where(where);
  if ((found?.rows ?? 0) > 0) throw new Error(`The state needs ${what}, but the database has some`);
}
