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
import { statementLog } from './statement-log';

/**
 * The two drivers' databases differ only in the raw result type of `execute`, which no query
 * here reads, so the rest of the server sees one type.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Queries run the same inside and outside a transaction. */
export type Executor = Database | Transaction;

/** What a listener hears of a notification channel (PostgreSQL's LISTEN / NOTIFY). */
export type ChannelListener = {
  /** A notification's payload, once the transaction that sent it has committed. */
  notified: (payload: string) => void;
  /**
   * Whether notifications are heard: false, with why, from a lost connection (notifications sent
   * meanwhile are missed) until it is back and listening again, true.
   */
  hearing: (state: { hearing: true } | { hearing: false; error: Error }) => void;
};

/**
 * Listens to the channel until the answer's stop is called (or the database closed). Settles once
 * the first attempt to listen has succeeded or failed; a failure is retried.
 */
export type ListenToChannel = (
  channel: string,
  listener: ChannelListener,
) => Promise<() => Promise<void>>;

export type OpenDatabase = { db: Database; close: () => Promise<void>; listen: ListenToChannel };

/** `memory` may start from a copy of another PGlite database's files (PGlite's dumpDataDir). */
export type DatabaseLocation =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'memory'; from?: Blob };

/** What runs once the schema is current, before the database is handed to the server. */
export type AfterMigrating = (db: Database) => Promise<void>;

type Connection = OpenDatabase & {
  migrate: (migrationsFolder: string, after?: AfterMigrating) => Promise<void>;
};

/** Waits after a lost listening connection before trying again: doubling, up to the last. */
const RELISTEN_DELAYS_MS = [500, 1000, 2000, 5000, 10_000, 30_000];

/**
 * PostgreSQL delivers a notification to the connections that LISTEN, so each listener has its
 * own connection, outside the pool (a pooled one goes back to other queries). A connection lost
 * is connected and listening again after a pause, the listener told of both.
 */
function listenOnPostgres(url: string, channel: string, listener: ChannelListener) {
  let client: pg.Client | null = null;
  let stopped = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const lose = (lost: pg.Client, error: Error) => {
    if (lost !== client) return;
    client = null;
    lost.removeAllListeners('notification');
    void lost.end().catch(() => {});
    if (stopped) return;
    listener.hearing({ hearing: false, error });
    const delay = RELISTEN_DELAYS_MS[Math.min(failures, RELISTEN_DELAYS_MS.length - 1)]!;
    failures += 1;
    retry = setTimeout(() => void listenNow(), delay);
  };

  const listenNow = async () => {
    const connection = new pg.Client({ connectionString: url });
    client = connection;
    connection.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) {
        listener.notified(message.payload);
      }
    });
    connection.on('error', (error) => lose(connection, error));
    connection.on('end', () => lose(connection, new Error('The listening connection ended')));
    try {
      await connection.connect();
      await connection.query(`LISTEN ${connection.escapeIdentifier(channel)}`);
    } catch (error) {
      lose(connection, error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (client !== connection) return;
    failures = 0;
    listener.hearing({ hearing: true });
  };

  const stop = async () => {
    stopped = true;
    clearTimeout(retry);
    const open = client;
    client = null;
    await open?.end().catch(() => {});
  };
  return { started: listenNow(), stop };
}

/** Any number that no other advisory lock on the database uses: "plotline" in ASCII, cut. */
const MIGRATION_LOCK = 0x706c6f74;

/**
 * Servers started together on one PostgreSQL migrate, and seed an empty database, one after
 * another: the first applies what is new and seeds while the others wait on an advisory lock,
 * then find nothing left to apply and a database already seeded.
 */
async function oneAtATime(pool: pg.Pool, start: () => Promise<void>): Promise<void> {
  const holder = await pool.connect();
  try {
    await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await start();
    } finally {
      await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    holder.release();
  }
}

function connect(location: DatabaseLocation): Connection {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    const db = drizzleNodePostgres(pool, { schema, logger: statementLog });
    const listening = new Set<() => Promise<void>>();
    return {
      db: db as unknown as Database,
      close: async () => {
        await Promise.all([...listening].map((stop) => stop()));
        await pool.end();
      },
      migrate: (migrationsFolder, after) =>
        oneAtATime(pool, async () => {
          await migrateNodePostgres(db, { migrationsFolder });
          await after?.(db as unknown as Database);
        }),
      async listen(channel, listener) {
        const { started, stop } = listenOnPostgres(location.url, channel, listener);
        const stopOnce = async () => {
          listening.delete(stopOnce);
          await stop();
        };
        listening.add(stopOnce);
        await started;
        return stopOnce;
      },
    };
  }
  // The contains-searches' trigram indexes need pg_trgm (migration 0007).
  const options = { extensions: { pg_trgm } };
  const client =
    location.kind === 'memory'
      ? new PGlite({ ...options, loadDataDir: location.from })
      : new PGlite(location.dataDir, options);
  const db = drizzlePglite(client, { schema, logger: statementLog });
  return {
    db: db as unknown as Database,
    close: () => client.close(),
    // One server at a time opens PGlite's files (data-dir-lock.ts), so it needs no lock here.
    migrate: async (migrationsFolder, after) => {
      await migratePglite(db, { migrationsFolder });
      await after?.(db as unknown as Database);
    },
    // PGlite is this process's own database: its notifications are delivered in-process, on
    // commit, and there is no connection to lose.
    async listen(channel, listener) {
      const unlisten = await client.listen(channel, listener.notified);
      listener.hearing({ hearing: true });
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
  };
}

/**
 * `migrationsFolder` holds the migrations to apply: all of them, but for a test that stands up
 * a database of an older schema. `afterMigrating` (the first start's seeding) runs under the
 * same lock as the migrations.
 */
export async function openDatabase(
  location: DatabaseLocation,
  migrationsFolder = MIGRATIONS_DIR,
  afterMigrating?: AfterMigrating,
): Promise<OpenDatabase> {
  const { db, close, migrate, listen } = connect(location);
  await migrate(migrationsFolder, afterMigrating);
  return { db, close, listen };
}

/**
 * The database as it stands, unmigrated: the backup reads it so, and the restore migrates it to
 * the backup's level inside the transaction that loads the rows.
 */
export function connectDatabase(location: DatabaseLocation): OpenDatabase {
  const { db, close, listen } = connect(location);
  return { db, close, listen };
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
