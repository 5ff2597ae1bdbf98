/**
 * Durability and clean shutdown of the built server, run as a child process as in production:
 * on a PGlite data directory, or on PostgreSQL when TEST_DATABASE_URL is set. Killed with
 * SIGKILL under a stream of writes, it keeps every write it acknowledged; a second server on the
 * same PGlite directory refuses to start; SIGTERM lets the requests under way finish, answers any
 * that still arrive with 503, closes the database and exits 0.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_DIR_LOCK_FILE } from '../src/db/data-dir-lock';
import { CLOSING_MESSAGE } from '../src/http/closing';
import { SHUTDOWN_GRACE_MS } from '../src/shutdown';
import { holdRequest } from './support/raw-http';
import {
  buildServer,
  killLeftoverServers,
  startServerProcess,
  type BuiltServer,
  type ServerProcess,
} from './support/server-process';
import { reopenableTestDatabase } from './support/test-database';

const ADMIN_PASSWORD = 'durable-admin-123';
/** Writers with a request each always under way, and the acknowledgements before the kill. */
const WRITERS = 8;
const ACKNOWLEDGED_BEFORE_KILL = 60;

let built: BuiltServer;
let database: Awaited<ReturnType<typeof reopenableTestDatabase>>;
let dataDir: string;
let onPglite: boolean;
/** The server the tests hand on to each other, started after the kill. */
let server: ServerProcess;
const acknowledged: string[] = [];
const finishedWhileClosing: string[] = [];

beforeAll(async () => {
  [built, database] = await Promise.all([buildServer(), reopenableTestDatabase()]);
  onPglite = database.location.kind === 'pglite';
  dataDir =
    database.location.kind === 'pglite'
      ? database.location.dataDir
      : await mkdtemp(join(tmpdir(), 'plotline-durability-'));
}, 120_000);
afterAll(async () => {
  killLeftoverServers();
  await built?.remove();
  await database?.drop();
  if (!onPglite && dataDir) await rm(dataDir, { recursive: true, force: true });
});

function start(): ServerProcess {
  return startServerProcess(built.main, {
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    ADMIN_PASSWORD,
    JWT_SECRET: 'durability-test-secret-of-thirty-two-or-more',
    ...(database.location.kind === 'postgres' ? { DATABASE_URL: database.location.url } : {}),
  });
}

async function signIn(url: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  expect(response.status).toBe(200);
  const { accessToken } = (await response.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

async function amenityNames(url: string): Promise<Set<string>> {
  const response = await fetch(`${url}/api/amenities`, { headers: await signIn(url) });
  expect(response.status).toBe(200);
  return new Set(((await response.json()) as { name: string }[]).map((amenity) => amenity.name));
}

describe(`the server process on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('keeps every acknowledged write when killed with SIGKILL mid-stream', async () => {
    const first = start();
    const url = await first.listening;
    const headers = { ...(await signIn(url)), 'content-type': 'application/json' };
    let underWay = 0;
    let underWayAtKill = 0;
    let killed = false;
    let sent = 0;
    const write = async () => {
      while (!killed) {
        const name = `Durable amenity ${++sent}`;
        underWay += 1;
        try {
          const response = await fetch(`${url}/api/amenities`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ name }),
          });
          if (response.status !== 201) throw new Error(`Answered ${response.status}`);
          // Answers that come after the kill was decided are acknowledged writes too.
          acknowledged.push(name);
          if (!killed && acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL) {
            killed = true;
            underWayAtKill = underWay - 1;
            first.signal('SIGKILL');
          }
        } catch (error) {
          // Only the requests the kill cut short may fail.
          if (!killed) throw error;
        } finally {
          underWay -= 1;
        }
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, write));
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(underWayAtKill).toBeGreaterThan(0);

    server = start();
    const restarted = await server.listening;
    if (onPglite) {
      expect(server.output()).toContain(
        `locked by process ${first.pid}, which is no longer running: it did not shut down cleanly`,
      );
    }
    const names = await amenityNames(restarted);
    expect(acknowledged.filter((name) => !names.has(name))).toEqual([]);
  }, 180_000);

  it.runIf(!process.env.TEST_DATABASE_URL)(
    'refuses a second server on the same PGlite data directory, naming the one using it',
    async () => {
      const second = start();
      expect(await second.exited).toEqual({ code: 1, signal: null });
      expect(second.output()).toContain(
        `Another Plotline server is using the data directory ${dataDir} (process ${server.pid}); stop it first or set DATA_DIR to another directory`,
      );
      expect((await amenityNames(await server.listening)).size).toBeGreaterThan(0);
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'lets a second server share the PostgreSQL database',
    async () => {
      const second = start();
      const url = await second.listening;
      const created = await fetch(`${url}/api/amenities`, {
        method: 'POST',
        headers: { ...(await signIn(url)), 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Made through the second server' }),
      });
      expect(created.status).toBe(201);
      expect(await amenityNames(await server.listening)).toContain(
        'Made through the second server',
      );
      second.signal('SIGTERM');
      expect(await second.exited).toEqual({ code: 0, signal: null });
    },
  );

  it('lets the requests under way finish on SIGTERM, answers 503 to one arriving, and closes', async () => {
    const url = await server.listening;
    const headers = await signIn(url);
    const incoming = '"method":"POST","url":"/api/amenities"';
    const before = server.linesWith(incoming);
    finishedWhileClosing.push('Finished while closing 1', 'Finished while closing 2');
    const underWay = await Promise.all(
      finishedWhileClosing.map((name) =>
        holdRequest(url, {
          method: 'POST',
          path: '/api/amenities',
          headers,
          body: JSON.stringify({ name }),
          holdBack: 'body',
        }),
      ),
    );
    // Its client never sends the end of it: the grace period must not wait on it for ever.
    const stuck = await holdRequest(url, {
      method: 'POST',
      path: '/api/amenities',
      headers,
      body: JSON.stringify({ name: 'Never finished' }),
      holdBack: 'body',
    });
    const arriving = await holdRequest(url, {
      method: 'GET',
      path: '/api/amenities/active',
      headers,
      holdBack: 'headers',
    });
    await server.printed(incoming, before + underWay.length + 1);

    server.signal('SIGTERM');
    await server.printed('SIGTERM: finishing the requests under way');
    const refused = await arriving.finish();
    expect(refused.status).toBe(503);
    expect(refused.headers.connection).toBe('close');
    expect(JSON.parse(refused.body)).toEqual({ code: 'shutting_down', message: CLOSING_MESSAGE });
    for (const answer of await Promise.all(underWay.map((request) => request.finish()))) {
      expect(answer.status).toBe(201);
      expect(answer.headers.connection).toBe('close');
    }
    expect(await stuck.closed).toEqual({ answered: false });
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain(`Requests still under way after ${SHUTDOWN_GRACE_MS} ms`);
    expect(server.output()).toContain('Closed cleanly');
    if (onPglite) {
      expect(existsSync(join(dataDir, DATA_DIR_LOCK_FILE))).toBe(false);
      // PostgreSQL removes its postmaster.pid once it has shut down cleanly.
      expect(existsSync(join(dataDir, 'postmaster.pid'))).toBe(false);
    }
  });

  it('finds every write after a restart, and closes without waiting on idle connections', async () => {
    const restarted = start();
    const url = await restarted.listening;
    if (onPglite) expect(restarted.output()).not.toContain('no longer running');
    const names = await amenityNames(url);
    expect([...acknowledged, ...finishedWhileClosing].filter((name) => !names.has(name))).toEqual(
      [],
    );
    expect(names).not.toContain('Never finished');
    // Our fetch keeps its connection alive, idle: closing must not wait on it.
    restarted.signal('SIGTERM');
    expect(await restarted.exited).toEqual({ code: 0, signal: null });
    expect(restarted.output()).not.toContain('Requests still under way');
  });
});
