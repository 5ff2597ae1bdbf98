/**
 * How far the migrations have brought a database, and migrating one inside a transaction the
 * caller holds. Drizzle's migrator runs its own transaction, so the restore, which must migrate
 * and load in one, applies the same files and records them in drizzle's own table exactly as
 * drizzle does (the statements, the file's hash, the journal's time), so the server's next start
 * sees them applied.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_DIR } from '../package-root';
import type { Executor, Transaction } from './database';

/** One migration this code ships; `createdAt` is the journal's time, drizzle's record of it. */
export type CodeMigration = { tag: string; createdAt: number; hash: string; statements: string[] };

export type MigrationLevel =
  | { kind: 'none' }
  | { kind: 'known'; migration: CodeMigration }
  /** Its last migration is not one of this code's: a newer Plotline migrated it. */
  | { kind: 'unknown' };

type Journal = { entries: { tag: string; when: number }[] };

/** The migrations of this code, oldest first. */
export function codeMigrations(migrationsFolder = MIGRATIONS_DIR): CodeMigration[] {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  // Drizzle reads the journal's entries in the same order.
  const files = readMigrationFiles({ migrationsFolder });
  return journal.entries.map((entry, index) => ({
    tag: entry.tag,
    createdAt: entry.when,
    hash: files[index]!.hash,
    statements: files[index]!.sql,
  }));
}

const MIGRATIONS_TABLE = sql`drizzle.__drizzle_migrations`;

export async function migrationLevelOf(
  db: Executor,
  migrations: CodeMigration[],
): Promise<MigrationLevel> {
  const { rows: tables } = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )) as unknown as { rows: { present: boolean }[] };
  if (!tables[0]?.present) return { kind: 'none' };
  const { rows } = (await db.execute(
    sql`select created_at::text as created_at from ${MIGRATIONS_TABLE} order by created_at desc limit 1`,
  )) as unknown as { rows: { created_at: string }[] };
  if (rows.length === 0) return { kind: 'none' };
  const createdAt = Number(rows[0]!.created_at);
  const migration = migrations.find((candidate) => candidate.createdAt === createdAt);
  return migration ? { kind: 'known', migration } : { kind: 'unknown' };
}

/** Applies, in `tx`, the migrations after the database's level up to and including `upTo`. */
export async function migrateWithin(
  tx: Transaction,
  migrations: CodeMigration[],
  upTo: CodeMigration,
): Promise<void> {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(sql`
    create table if not exists ${MIGRATIONS_TABLE} (
      id serial primary key,
      hash text not null,
      created_at bigint
    )`);
  const level = await migrationLevelOf(tx, migrations);
  const appliedUpTo = level.kind === 'known' ? level.migration.createdAt : 0;
  for (const migration of migrations) {
    if (migration.createdAt <= appliedUpTo || migration.createdAt > upTo.createdAt) continue;
    for (const statement of migration.statements) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into ${MIGRATIONS_TABLE} (hash, created_at) values (${migration.hash}, ${migration.createdAt})`,
    );
  }
}
