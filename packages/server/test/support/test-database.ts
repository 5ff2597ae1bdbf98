/**
 * A fresh database per test file: in-memory PGlite, or, when TEST_DATABASE_URL is set, a new
 * PostgreSQL database created beside it and dropped afterwards, so suites never share rows.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type OpenDatabase } from '../../src/db/database';

export async function openTestDatabase(): Promise<OpenDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: 'memory' });
  const name = `plotline_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const opened = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    db: opened.db,
    close: async () => {
      await opened.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name}`);
      await dropper.end();
    },
  };
}
