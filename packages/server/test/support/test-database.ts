/**
 * A fresh database per test file: in-memory PGlite, or, when TEST_DATABASE_URL is set, a new
 * PostgreSQL database created beside it and dropped afterwards, so suites never share rows. Each
 * starts as a copy of the database the suite's global setup migrated (template-database.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type DatabaseLocation, type OpenDatabase } from '../../src/db/database';
import { adminQuery, databaseUrl } from './postgres-admin';

type TestDatabase = { location: DatabaseLocation; drop(): Promise<void> };

/** A new database on the test cluster: empty, or a copy of `template`. */
async function newPostgresDatabase(serverUrl: string, template?: string): Promise<TestDatabase> {
  const name = `plotline_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return {
    location: { kind: 'postgres', url: databaseUrl(serverUrl, name) },
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name}`),
  };
}

/** The migrated template's files, read once per test file. */
let pgliteImage: Promise<Blob> | undefined;

export async function openTestDatabase(): Promise<OpenDatabase> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    pgliteImage ??= readFile(template.imageFile).then((bytes) => new Blob([bytes]));
    return openDatabase({ kind: 'memory', from: await pgliteImage });
  }
  const { location, drop } = await newPostgresDatabase(
    process.env.TEST_DATABASE_URL!,
    template.name,
  );
  const opened = await openDatabase(location);
  return {
    db: opened.db,
    listen: opened.listen,
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
