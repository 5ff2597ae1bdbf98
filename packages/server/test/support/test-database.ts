/**
 * A fresh database per test file: in-memory PGlite, or, when TEST_DATABASE_URL is set, a new
 * PostgreSQL database created beside it and dropped afterwards, so suites never share rows.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseLocation, type OpenDatabase } from '../../src/db/database';

type TestDatabase = { location: DatabaseLocation; drop(): Promise<void> };

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(statement);
  await admin.end();
}

async function newPostgresDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `plotline_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    location: { kind: 'postgres', url: url.toString() },
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name}`),
  };
}

export async function openTestDatabase(): Promise<OpenDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: 'memory' });
  const { location, drop } = await newPostgresDatabase(serverUrl);
  const opened = await openDatabase(location);
  return {
    db: opened.db,
    close: async () => {
      await opened.close();
      await drop();
    },
  };
}

/** A database that outlives its connections, for a test that closes and opens it again. */
export async function reopenableTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return newPostgresDatabase(serverUrl);
  const dataDir = await mkdtemp(join(tmpdir(), 'plotline-test-'));
  return {
    location: { kind: 'pglite', dataDir },
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}
