/**
 * The tables a database holds, read from its own catalogue rather than from schema.ts: a backup
 * holds the tables of the migration the database is at, which may be older than the code's.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import type { NextIds } from './backup-lines';

export type DatabaseTable = {
  name: string;
  /** Its stored columns, in order; generated columns are computed again, not restored. */
  columns: string[];
  /** The columns a sequence numbers (serial ids). */
  serialColumns: string[];
};

async function rowsOf<Row>(db: Executor, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** Each table after every table its foreign keys name, so rows load in file order. */
function inLoadOrder(tables: DatabaseTable[], parentsOf: Map<string, Set<string>>) {
  const ordered: DatabaseTable[] = [];
  const placed = new Set<string>();
  let waiting = tables;
  while (waiting.length > 0) {
    const ready = waiting.filter((table) =>
      [...(parentsOf.get(table.name) ?? [])].every((parent) => placed.has(parent)),
    );
    if (ready.length === 0) {
      const names = waiting.map((table) => table.name).join(', ');
      throw new Error(`The foreign keys of ${names} form a cycle: no order loads them`);
    }
    for (const table of ready) placed.add(table.name);
    ordered.push(...ready);
    waiting = waiting.filter((table) => !placed.has(table.name));
  }
  return ordered;
}

/**
 * Tables that hold no business: the access stamp (migration 0014) is only a counter its triggers
 * bump, and every database has its own; a backup neither keeps nor restores it.
 */
const NOT_THE_BUSINESS = new Set(['access_stamp']);

/** The tables of the public schema that hold the business, parents first, ties by name. */
export async function databaseTables(db: Executor): Promise<DatabaseTable[]> {
  const tables = await rowsOf<{ name: string; columns: string; serial_columns: string }>(
    db,
    sql`
      select c.relname::text as name,
        (select json_agg(a.attname::text order by a.attnum)::text from pg_attribute a
          where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        ) as columns,
        (select coalesce(json_agg(a.attname::text order by a.attnum), '[]')::text
          from pg_attribute a
          where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
            and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null
        ) as serial_columns
      from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
        and not c.relispartition
      order by c.relname`,
  );
  const references = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`
      select child.relname::text as child, parent.relname::text as parent
      from pg_constraint k
      join pg_class child on child.oid = k.conrelid
      join pg_class parent on parent.oid = k.confrelid
      where k.contype = 'f' and child.relnamespace = 'public'::regnamespace
        and k.conrelid <> k.confrelid`,
  );
  const parentsOf = new Map<string, Set<string>>();
  for (const { child, parent } of references) {
    parentsOf.set(child, (parentsOf.get(child) ?? new Set()).add(parent));
  }
  return inLoadOrder(
    tables
      .filter((table) => !NOT_THE_BUSINESS.has(table.name))
      .map((table) => ({
        name: table.name,
        columns: JSON.parse(table.columns) as string[],
        serialColumns: JSON.parse(table.serial_columns) as string[],
      })),
    parentsOf,
  );
}

/** What each serial column's sequence hands out next. */
export async function nextIdsOf(db: Executor, table: DatabaseTable): Promise<NextIds> {
  const nextIds: NextIds = {};
  for (const column of table.serialColumns) {
    const [row] = await rowsOf<{ last: string | null }>(
      db,
      sql`select pg_sequence_last_value(pg_get_serial_sequence(quote_ident(${table.name}), ${column})::regclass)::text as last`,
    );
    nextIds[column] = Number(row?.last ?? 0) + 1;
  }
  return nextIds;
}

/**
 * Sets each serial column's sequence to hand out the backup's next id, or past the highest id the
 * table holds if that is higher, so a new row never takes an id that is in use. A sequence that
 * hands out 1 next is left unused, as pg_sequence_last_value (nextIdsOf) tells them apart.
 */
export async function setSequences(
  db: Executor,
  table: DatabaseTable,
  nextIds: NextIds,
): Promise<void> {
  for (const column of table.serialColumns) {
    const sequence = sql`pg_get_serial_sequence(quote_ident(${table.name}), ${column})`;
    await db.execute(sql`
      select case when next > 1 then setval(${sequence}, next - 1) else setval(${sequence}, 1, false) end
      from (
        select greatest(${nextIds[column] ?? 1}::bigint, coalesce(max(${sql.identifier(column)}), 0) + 1) as next
        from ${sql.identifier(table.name)}
      ) as wanted`);
  }
}
