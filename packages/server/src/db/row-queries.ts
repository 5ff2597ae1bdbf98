/** Lookups by id and by name that every resource makes the same way. */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database';
import { sameName } from './same-name';

type TableWithId = PgTable & { id: AnyPgColumn };
type TableWithName = TableWithId & { name: AnyPgColumn };

export async function rowExists(db: Executor, table: TableWithId, id: number): Promise<boolean> {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return row !== undefined;
}

/** The first of `ids` that names no row, in the order given. */
export async function firstMissingId(
  db: Executor,
  table: TableWithId,
  ids: readonly number[],
): Promise<number | undefined> {
  if (ids.length === 0) return undefined;
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...ids]));
  const known = new Set(found.map((row) => row.id));
  return ids.find((id) => !known.has(id));
}

/** Whether a row other than `exceptId` has the name in any letter case, as the unique index compares. */
export async function nameTaken(
  db: Executor,
  table: TableWithName,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const [other] = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(sameName(table.name, name), exceptId === undefined ? undefined : ne(table.id, exceptId)),
    )
    .limit(1);
  return other !== undefined;
}
