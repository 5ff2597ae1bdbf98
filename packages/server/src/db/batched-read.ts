/**
 * Reads a query too large to hold in memory a batch at a time, on PGlite and PostgreSQL alike:
 * a cursor walks the ids of its rows in the query's order, and each batch of ids is loaded with
 * the caller's ordinary select, so the rows are the same objects the unbatched query gives.
 * Everything runs in one read-only repeatable-read transaction, so the cursor and every batch
 * see the database as of one moment, as a single statement would.
 */
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Database, Transaction } from './database';

export type BatchedQuery<Row> = {
  /**
   * The ids of the rows, in the order of the answer; a select of one column named `id`, or a
   * promise of one when choosing it takes a query.
   */
  ids: (tx: Transaction) => SQLWrapper | Promise<SQLWrapper>;
  /** The rows of these ids, in any order. */
  rows: (tx: Transaction, ids: number[]) => Promise<Row[]>;
  idOf: (row: Row) => number;
  /** Ids per batch, when a row is large (it holds others) or small; BATCH_SIZE otherwise. */
  batchSize?: number;
};

/**
 * Rows per batch: few round trips, yet few enough ids that PostgreSQL loads a batch's joined rows
 * through their indexes (at 1000 bookings it scanned every plot for each batch instead).
 */
const BATCH_SIZE = 500;

/** Both drivers answer a raw statement with its rows under `rows`. */
function fetchedIds(result: unknown): number[] {
  const { rows } = result as { rows: { id: number | string }[] };
  return rows.map((row) => Number(row.id));
}

function inIdOrder<Row>(rows: Row[], ids: number[], idOf: (row: Row) => number): Row[] {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Hands the query's rows to `onBatch` in order, a batch at a time, waiting for each batch to be
 * taken before reading the next. An error from `onBatch` ends the read.
 */
export async function readInBatches<Row>(
  db: Database,
  query: BatchedQuery<Row>,
  onBatch: (rows: Row[]) => Promise<void>,
): Promise<void> {
  const { batchSize = BATCH_SIZE } = query;
  await db.transaction(
    async (tx) => {
      const chosen = query.ids(tx);
      // A query builder is a thenable that awaiting would run: only a promise is awaited.
      const statement = chosen instanceof Promise ? await chosen : chosen;
      await tx.execute(sql`declare batched_ids no scroll cursor for ${statement}`);
      for (;;) {
        const ids = fetchedIds(
          await tx.execute(sql`fetch forward ${sql.raw(String(batchSize))} from batched_ids`),
        );
        if (ids.length === 0) return;
        await onBatch(inIdOrder(await query.rows(tx, ids), ids, query.idOf));
        if (ids.length < batchSize) return;
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
