/** Lookups by id and by name that every resource makes the same way, and their refusals. */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { badRequest, conflict } from '../http/http-error';
import type { Executor, Transaction } from './database';
import { sameName } from './same-name';

type TableWithId = PgTable & { id: AnyPgColumn };
type TableWithName = TableWithId & { name: AnyPgColumn };

export async function rowExists(db: Executor, table: TableWithId, id: number): Promise<boolean> {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return row !== undefined;
}

/**
 * Locks the row until the transaction ends: `update` for a row about to change or go, `key share`
 * for one a new row will refer to. False when there is no such row.
 */
export async function lockRow(
  tx: Transaction,
  table: TableWithId,
  id: number,
  strength: 'update' | 'key share' = 'update',
): Promise<boolean> {
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for(strength);
  return row !== undefined;
}

/** The first of `ids` that names no row, in the order given. */
async function firstMissingId(
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
async function nameTaken(
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

/** 400 naming the first id of the body's `field` that names no row: it refers to no such record. */
export async function assertIdsExist(
  db: Executor,
  table: TableWithId,
  ids: readonly number[],
  refusal: { field: string; message: (id: number) => string },
): Promise<void> {
  const missing = await firstMissingId(db, table, ids);
  if (missing === undefined) return;
  const message = refusal.message(missing);
  throw badRequest(message, { [refusal.field]: message });
}

/** 409 on the name field when another row has the name in any letter case. */
export async function assertNameFree(
  db: Executor,
  table: TableWithName,
  name: string,
  refusal: { message: string; exceptId?: number },
): Promise<void> {
  if (!(await nameTaken(db, table, name, refusal.exceptId))) return;
  throw conflict('duplicate', refusal.message, { name: refusal.message });
}
