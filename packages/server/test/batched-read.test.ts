/**
 * A query read in batches gives the rows of the unbatched query, in its order, never more than a
 * batch at a time.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readInBatches, type BatchedQuery } from '../src/db/batched-read';
import type { Executor, OpenDatabase } from '../src/db/database';
import { openTestDatabase } from './support/test-database';

type Labelled = { id: number; label: string };

async function labelled(db: Executor, where: ReturnType<typeof sql>): Promise<Labelled[]> {
  const result = await db.execute(
    sql`select id, label from labelled where ${where} order by label, id`,
  );
  return (result as unknown as { rows: Labelled[] }).rows;
}

// The labels repeat and run in another order than the ids, so the order is the query's, not the ids'.
const BY_LABEL: BatchedQuery<Labelled> = {
  ids: () => sql`select id from labelled order by label, id`,
  rows: (tx, ids) => labelled(tx, sql`id = any(${sql.param(ids)}::int[])`),
  idOf: (row) => row.id,
};

describe('reading a query in batches', () => {
  let database: OpenDatabase;

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(
      sql`create table labelled (id serial primary key, label text not null)`,
    );
    await database.db.execute(
      sql`insert into labelled (label) select md5((n % 300)::text) from generate_series(1, 1000) as n`,
    );
  });
  afterAll(() => database.close());

  it('hands over bounded batches that together are the whole answer in its order', async () => {
    const batches: Labelled[][] = [];
    await readInBatches(
      database.db,
      { ...BY_LABEL, batchSize: 100 },
      async (rows) => void batches.push(rows),
    );
    expect(batches).toHaveLength(10);
    expect(Math.max(...batches.map((batch) => batch.length))).toBeLessThanOrEqual(100);
    expect(batches.flat()).toEqual(await labelled(database.db, sql`true`));
  });

  it('hands over nothing for an empty answer, and a short last batch', async () => {
    const empty: Labelled[][] = [];
    const emptyQuery = { ...BY_LABEL, ids: () => sql`select id from labelled where false` };
    await readInBatches(database.db, emptyQuery, async (rows) => void empty.push(rows));
    expect(empty).toEqual([]);

    const sizes: number[] = [];
    await readInBatches(
      database.db,
      { ...BY_LABEL, batchSize: 300 },
      async (rows) => void sizes.push(rows.length),
    );
    expect(sizes).toEqual([300, 300, 300, 100]);
  });

  it('stops reading when the taker of a batch fails', async () => {
    let taken = 0;
    const failing = readInBatches(database.db, { ...BY_LABEL, batchSize: 100 }, async () => {
      taken += 1;
      throw new Error('The client went away');
    });
    await expect(failing).rejects.toThrow('The client went away');
    expect(taken).toBe(1);
    // The transaction ended: the database answers the next query.
    expect(await labelled(database.db, sql`id = 1`)).toHaveLength(1);
  });
});
