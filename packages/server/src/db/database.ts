/** Opens the database, PostgreSQL by URL or embedded PGlite, and brings it to the schema. */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../package-root';
import * as schema from './schema';

/**
 * The two drivers' databases differ only in the raw result type of `execute`, which no query
 * here reads, so the rest of the server sees one type.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Queries run the same inside and outside a transaction. */
export type Executor = Database | Transaction;

export type OpenDatabase = { db: Database; close: () => Promise<void> };

/** `memory` may start from a copy of another PGlite database's files (PGlite's dumpDataDir). */
export type DatabaseLocation =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'memory'; from?: Blob };

type Connection = OpenDatabase & { migrate: (migrationsFolder: string) => Promise<void> };

function connect(location: DatabaseLocation): Connection {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    const db = drizzleNodePostgres(pool, { schema });
    return {
      db: db as unknown as Database,
      close: () => pool.end(),
      migrate: (migrationsFolder) => migrateNodePostgres(db, { migrationsFolder }),
    };
  }
  // The contains-searches' trigram indexes need pg_trgm (migration 0007).
  const options = { extensions: { pg_trgm } };
  const client =
    location.kind === 'memory'
      ? new PGlite({ ...options, loadDataDir: location.from })
      : new PGlite(location.dataDir, options);
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    close: () => client.close(),
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
  };
}

/**
 * `migrationsFolder` holds the migrations to apply: all of them, but for a test that stands up
 * a database of an older schema.
 */
export async function openDatabase(
  location: DatabaseLocation,
  migrationsFolder = MIGRATIONS_DIR,
): Promise<OpenDatabase> {
  const { db, close, migrate } = connect(location);
  await migrate(migrationsFolder);
  return { db, close };
}

/**
 * The database as it stands, unmigrated: the backup reads it so, and the restore migrates it to
 * the backup's level inside the transaction that loads the rows.
 */
export function connectDatabase(location: DatabaseLocation): OpenDatabase {
  const { db, close } = connect(location);
  return { db, close };
}

/**
 * A new in-memory database brought to the schema, as PGlite's files: a test starts each of its
 * databases from a copy, rather than running every migration again.
 */
export async function migratedMemoryImage(): Promise<Blob> {
  const { db, close, migrate } = connect({ kind: 'memory' });
  await migrate(MIGRATIONS_DIR);
  const image = await (db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await close();
  return image;
}
