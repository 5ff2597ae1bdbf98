/**
 * The built server shutting down on SIGTERM with a change stream open, kept alive as a browser
 * keeps it: the stream ends and the server exits at once, not at the end of its grace period.
 * On a PGlite data directory, or on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SHUTDOWN_GRACE_MS } from '../src/shutdown';
import { openEventStream } from './support/event-stream';
import {
  buildServer,
  killLeftoverServers,
  startServerProcess,
  type BuiltServer,
} from './support/server-process';
import { reopenableTestDatabase } from './support/test-database';

const ADMIN_PASSWORD = 'streaming-admin-123';

let built: BuiltServer;
let database: Awaited<ReturnType<typeof reopenableTestDatabase>>;
let dataDir: string;

beforeAll(async () => {
  [built, database] = await Promise.all([buildServer(), reopenableTestDatabase()]);
  dataDir =
    database.location.kind === 'pglite'
      ? database.location.dataDir
      : await mkdtemp(join(tmpdir(), 'plotline-stream-shutdown-'));
}, 120_000);
afterAll(async () => {
  killLeftoverServers();
  await built?.remove();
  await database?.drop();
  if (database?.location.kind !== 'pglite' && dataDir) {
    await rm(dataDir, { recursive: true, force: true });
  }
});

it('ends open change streams on SIGTERM and exits well within the grace period', async () => {
  const server = startServerProcess(built.main, {
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    ADMIN_PASSWORD,
    JWT_SECRET: 'stream-shutdown-test-secret-of-thirty-two-or-more',
    ...(database.location.kind === 'postgres' ? { DATABASE_URL: database.location.url } : {}),
  });
  const url = await server.listening;
  const signedIn = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const { accessToken } = (await signedIn.json()) as { accessToken: string };
  const opened = await openEventStream(
    `${url}/api/events`,
    { authorization: `Bearer ${accessToken}` },
    { keepAlive: true },
  );
  expect(await opened.nextEvent()).toEqual({ retry: '2000' });

  const signalled = Date.now();
  server.signal('SIGTERM');
  await opened.ended(SHUTDOWN_GRACE_MS / 2);
  expect(await server.exited).toEqual({ code: 0, signal: null });
  expect(Date.now() - signalled).toBeLessThan(SHUTDOWN_GRACE_MS / 2);
  expect(server.output()).not.toContain('still under way');
});
