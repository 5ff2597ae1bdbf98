/**
 * PGlite's data directory is its owner's alone: DATA_DIR and every directory in it 0700, every
 * file 0600. The built server, started as in production, makes it so at its first start and at
 * every start after, and keeps it so as it writes; a backup script leaves it so, and writes its
 * backup 0600; the sweep tightens what PGlite creates later, and follows no link out of DATA_DIR.
 */
import { existsSync } from 'node:fs';
import {
  chmod,
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackupFile } from '../src/backup/backup-file';
import { connectForScript } from '../src/backup/command-line';
import { writeBackup } from '../src/backup/write-backup';
import { keepDataDirPrivate } from '../src/db/private-data-dir';
import {
  buildServer,
  killLeftoverServers,
  startServerProcess,
  type BuiltServer,
} from './support/server-process';

const ADMIN_PASSWORD = 'private-admin-123';

let built: BuiltServer;
let parent: string;
let dataDir: string;

beforeAll(async () => {
  [built, parent] = await Promise.all([
    buildServer(),
    mkdtemp(join(tmpdir(), 'plotline-private-')),
  ]);
  dataDir = join(parent, 'data');
}, 120_000);
afterAll(async () => {
  killLeftoverServers();
  await built?.remove();
  if (parent) await rm(parent, { recursive: true, force: true });
});

const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

/**
 * What under `root`, itself included, is not its owner's alone, as `mode path`: a directory other
 * than 0700, a file other than 0600. A link has no mode of its own and is not followed; what the
 * running server removes meanwhile is passed over.
 */
async function notPrivate(root: string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (path: string) => {
    const stats = await lstat(path).catch(() => null);
    if (!stats || stats.isSymbolicLink()) return;
    const mode = stats.mode & 0o777;
    if (mode !== (stats.isDirectory() ? 0o700 : 0o600)) {
      found.push(`${mode.toString(8)} ${relative(root, path) || '.'}`);
    }
    if (!stats.isDirectory()) return;
    for (const name of await readdir(path).catch(() => [])) await visit(join(path, name));
  };
  await visit(root);
  return found;
}

/** Starts the built server on the data directory, and waits until it listens. */
async function startServer() {
  const server = startServerProcess(built.main, {
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    ADMIN_PASSWORD,
  });
  return { server, url: await server.listening };
}

async function stop(server: ReturnType<typeof startServerProcess>) {
  server.signal('SIGTERM');
  expect((await server.exited).code).toBe(0);
}

describe('the PGlite data directory of the built server', () => {
  it('is created its owner’s alone with all in it, and stays so as the server writes', async () => {
    const { server, url } = await startServer();
    expect(await modeOf(dataDir)).toBe(0o700);
    // PGlite's files, the WAL among them, the lock and the generated signing secret.
    for (const name of ['PG_VERSION', 'pg_wal', 'plotline.lock', 'jwt-secret']) {
      expect(existsSync(join(dataDir, name)), name).toBe(true);
    }
    expect(await notPrivate(dataDir)).toEqual([]);

    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    for (let at = 0; at < 20; at += 1) {
      const created = await fetch(`${url}/api/amenities`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Private amenity ${at}` }),
      });
      expect(created.status).toBe(201);
    }
    expect(await notPrivate(dataDir)).toEqual([]);
    await stop(server);
    expect(await notPrivate(dataDir)).toEqual([]);
  });

  it('is made its owner’s alone again at the next start, however it was loosened', async () => {
    await chmod(dataDir, 0o755);
    await chmod(join(dataDir, 'pg_wal'), 0o777);
    await chmod(join(dataDir, 'PG_VERSION'), 0o666);
    await writeFile(join(dataDir, 'left-by-hand'), 'notes');
    await chmod(join(dataDir, 'left-by-hand'), 0o644);
    const { server } = await startServer();
    expect(await notPrivate(dataDir)).toEqual([]);
    await stop(server);
  });

  it('is left its owner’s alone by a backup, whose file is its owner’s alone too', async () => {
    await chmod(join(dataDir, 'PG_VERSION'), 0o644);
    const file = join(parent, 'business.plotline.gz');
    const { db, close } = connectForScript({ kind: 'pglite', dataDir });
    try {
      const output = await createBackupFile(file);
      await writeBackup(db, output.write, () => {});
      await output.finish();
    } finally {
      await close();
    }
    expect(await modeOf(file)).toBe(0o600);
    expect(await notPrivate(dataDir)).toEqual([]);
  });
});

describe('the sweep', () => {
  it('tightens what appears after it started, and follows no link out of the directory', async () => {
    const root = await mkdtemp(join(tmpdir(), 'plotline-sweep-'));
    const outside = join(root, 'outside.txt');
    const swept = join(root, 'data');
    try {
      await writeFile(outside, 'not the data directory’s');
      await chmod(outside, 0o644);
      await mkdir(join(swept, 'base'), { recursive: true, mode: 0o755 });
      await writeFile(join(swept, 'base', '1'), 'relation');
      await chmod(join(swept, 'base', '1'), 0o666);
      await symlink(outside, join(swept, 'linked'));
      const warnings: string[] = [];
      const stop = await keepDataDirPrivate(swept, (message) => warnings.push(message), 20);
      try {
        expect(await notPrivate(swept)).toEqual([]);
        await mkdir(join(swept, 'pg_wal'), { mode: 0o755 });
        await writeFile(join(swept, 'pg_wal', 'segment'), 'wal');
        await chmod(join(swept, 'pg_wal', 'segment'), 0o666);
        await expect.poll(() => notPrivate(swept), { timeout: 2000, interval: 20 }).toEqual([]);
        expect(await modeOf(outside)).toBe(0o644);
        expect(warnings).toEqual([]);
      } finally {
        stop();
      }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
