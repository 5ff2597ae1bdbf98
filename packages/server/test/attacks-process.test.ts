/**
 * The attacks of issue 31 that need the built server as a process of its own, as `npm start`
 * runs it: test mode started over real data, or listening beyond this machine; the first start's
 * administrator with a password anyone could guess; the data directory's files readable by
 * anyone on the host; and servers started together on one empty PostgreSQL database, of which
 * all but the first crashed. Each fails the test if it works again.
 */
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_CATALOGUE } from '../src/seed/access-catalogue';
import {
  buildServer,
  killLeftoverServers,
  startServerProcess,
  type BuiltServer,
  type ServerProcess,
} from './support/server-process';
import { reopenableTestDatabase } from './support/test-database';

const SECRET = { JWT_SECRET: 'attacks-test-secret-of-thirty-two-or-more-characters' };
let built: BuiltServer;
const dirs: string[] = [];

beforeAll(async () => {
  built = await buildServer();
}, 120_000);
afterAll(async () => {
  killLeftoverServers();
  await built?.remove();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function dataDir(): Promise<string> {
  const dir = join(await mkdtemp(join(tmpdir(), 'plotline-attacks-')), 'data');
  dirs.push(join(dir, '..'));
  return dir;
}

async function stopped(server: ServerProcess): Promise<void> {
  server.signal('SIGTERM');
  await server.exited;
}

type Json = Record<string, unknown>;

async function api(base: string, method: string, path: string, body?: object, token?: string) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Json };
}

describe('test mode', () => {
  it('refuses to start on a database holding real data, saying so in one line', async () => {
    const dir = await dataDir();
    const real = startServerProcess(built.main, {
      DATA_DIR: dir,
      DEMO_DATA: 'false',
      ADMIN_PASSWORD: 'a-real-admin-password',
      ...SECRET,
    });
    await real.listening;
    await stopped(real);

    const testMode = startServerProcess(built.main, {
      DATA_DIR: dir,
      PLOTLINE_TEST_MODE: 'true',
      ...SECRET,
    });
    const exit = await testMode.exited;
    expect(exit.code).toBe(1);
    expect(testMode.linesWith('Test mode refuses to start')).toBe(1);
    expect(testMode.linesWith('Server listening')).toBe(0);
  });

  it('refuses to listen anywhere but on this machine', async () => {
    const server = startServerProcess(built.main, {
      DATA_DIR: await dataDir(),
      PLOTLINE_TEST_MODE: 'true',
      HOST: '0.0.0.0',
      ...SECRET,
    });
    expect((await server.exited).code).not.toBe(0);
    expect(server.output()).toContain('listens on 127.0.0.1 only');
  });

  it('serves a database of its own, on 127.0.0.1, again after a restart', async () => {
    const dir = await dataDir();
    for (let start = 0; start < 2; start++) {
      const server = startServerProcess(built.main, {
        DATA_DIR: dir,
        PLOTLINE_TEST_MODE: 'true',
        HOST: '',
        ...SECRET,
      });
      expect(await server.listening).toMatch(/^http:\/\/127\.0\.0\.1:/);
      await stopped(server);
    }
  });
});

/** Every entry under the directory, with its mode. */
async function modesUnder(dir: string): Promise<{ path: string; mode: number; isDir: boolean }[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries.map(async (entry) => {
      const path = join(entry.parentPath, entry.name);
      const info = await stat(path);
      return { path, mode: info.mode & 0o777, isDir: info.isDirectory() };
    }),
  );
}

describe('the first start', () => {
  it('gives the administrator a random password, printed once, to be changed before anything else', async () => {
    const dir = await dataDir();
    const env = { DATA_DIR: dir, DEMO_DATA: 'false', ...SECRET };
    const first = startServerProcess(built.main, env);
    const base = await first.listening;
    const printedLine = /The administrator's first password, shown this once: (\S+)/.exec(
      first.output(),
    );
    expect(printedLine).not.toBeNull();
    const password = printedLine![1]!;
    expect(password).toMatch(/^[A-Za-z2-9]{24}$/);

    expect(
      (await api(base, 'POST', '/auth/login', { username: 'admin', password: 'admin123' })).status,
    ).toBe(401);
    const signedIn = await api(base, 'POST', '/auth/login', { username: 'admin', password });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ passwordChangeRequired: true });
    const token = signedIn.body.accessToken as string;
    const refused = await api(base, 'GET', '/projects', undefined, token);
    expect(refused).toMatchObject({ status: 403, body: { code: 'password_change_required' } });

    const changed = await api(
      base,
      'POST',
      '/auth/change-password',
      {
        currentPassword: password,
        newPassword: 'chosen-by-the-admin',
        confirmPassword: 'chosen-by-the-admin',
      },
      token,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.user).toMatchObject({ passwordChangeRequired: false });
    expect((await api(base, 'GET', '/projects', undefined, token)).status).toBe(401);
    const newToken = changed.body.accessToken as string;
    expect((await api(base, 'GET', '/projects', undefined, newToken)).status).toBe(200);

    // Nobody else on the host reads the data directory or anything in it.
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    for (const entry of await modesUnder(dir)) {
      expect(entry.mode, entry.path).toBe(entry.isDir ? 0o700 : 0o600);
    }
    await stopped(first);

    const again = startServerProcess(built.main, env);
    await again.listening;
    expect(again.linesWith('first password')).toBe(0);
    await stopped(again);
  });
});

describe('servers started together on one empty PostgreSQL database', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'all come up, with one permission catalogue and one administrator',
    async () => {
      const database = await reopenableTestDatabase();
      if (database.location.kind !== 'postgres')
        throw new Error('A PostgreSQL database was asked for');
      const url = database.location.url;
      try {
        const servers = await Promise.all(
          [1, 2, 3].map(async () => {
            const server = startServerProcess(built.main, {
              DATABASE_URL: url,
              DATA_DIR: await dataDir(),
              DEMO_DATA: 'false',
              ADMIN_PASSWORD: 'together-admin-123',
              ...SECRET,
            });
            return { server, base: await server.listening };
          }),
        );
        for (const { base } of servers) {
          const signedIn = await api(base, 'POST', '/auth/login', {
            username: 'admin',
            password: 'together-admin-123',
          });
          expect(signedIn.status).toBe(200);
        }
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        const counted = await client.query(
          'select (select count(*) from permissions)::int as permissions, (select count(*) from users)::int as users, (select count(*) from roles)::int as roles',
        );
        await client.end();
        expect(counted.rows[0]).toEqual({
          permissions: PERMISSION_CATALOGUE.length,
          users: 1,
          roles: 2,
        });
        await Promise.all(servers.map(({ server }) => stopped(server)));
      } finally {
        await database.drop();
      }
    },
    120_000,
  );
});
