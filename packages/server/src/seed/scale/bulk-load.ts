/**
 * Loading millions of rows into tables as a restore does: their keys and indexes set aside while
 * the rows go in, then built and checked once over all of them, which is several times faster
 * than keeping each index and checking each reference row by row. It all happens in one
 * transaction, so a load that fails leaves the tables as they were, keys and indexes included;
 * every key is checked again as it is put back, so no row escapes one. Until it commits, the
 * tables and those their keys refer to are locked (a key dropped locks both ends), so it is for
 * a database nothing else is using, as the scale seed's is.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/database';

type Definition = { table: string; name: string; definition: string };

async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dropConstraint = (tx: Executor, { table, name }: Definition) =>
  tx.execute(sql`alter table ${sql.identifier(table)} drop constraint ${sql.identifier(name)}`);

const addConstraint = (tx: Executor, { table, name, definition }: Definition) =>
  tx.execute(
    sql`alter table ${sql.identifier(table)} add constraint ${sql.identifier(name)} ${sql.raw(definition)}`,
  );

/**
 * Runs `load` with the tables' primary keys, their other indexes and the foreign keys from or to
 * them dropped, then creates and adds them again as they were defined.
 */
export async function bulkLoad(
  db: Database,
  tables: readonly string[],
  load: (tx: Transaction) => Promise<void>,
): Promise<void> {
  const names = sql.join(
    tables.map((table) => sql`${table}`),
    sql`, `,
  );
  await db.transaction(async (tx) => {
    // Building the indexes sorts whole tables, and a load statement may keep what it draws to
    // insert it into several tables: more memory than the defaults keeps both off the disk.
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    await tx.execute(sql`set local work_mem = '256MB'`);
    const constraints = await rowsOf<Definition & { kind: 'p' | 'f' }>(
      tx,
      sql`select conrelid::regclass::text as table, conname as name, contype as kind,
                 pg_get_constraintdef(oid) as definition
          from pg_constraint
          where (contype = 'p' and conrelid::regclass::text in (${names}))
             or (contype = 'f' and (conrelid::regclass::text in (${names})
                                    or confrelid::regclass::text in (${names})))
          order by conname`,
    );
    const primaryKeys = constraints.filter((c) => c.kind === 'p');
    const foreignKeys = constraints.filter((c) => c.kind === 'f');
    const indexes = await rowsOf<{ name: string; definition: string }>(
      tx,
      sql`select indexname as name, indexdef as definition from pg_indexes
          where schemaname = current_schema() and tablename in (${names})
            and indexname not in (select conname from pg_constraint where contype = 'p')
          order by indexname`,
    );
    for (const key of foreignKeys) await dropConstraint(tx, key);
    for (const key of primaryKeys) await dropConstraint(tx, key);
    for (const index of indexes) await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
    await load(tx);
    for (const key of primaryKeys) await addConstraint(tx, key);
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
    for (const key of foreignKeys) await addConstraint(tx, key);
  });
}
