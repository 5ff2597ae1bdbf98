/**
 * PGlite's data directory is its owner's alone: DATA_DIR and every directory in it 0700, every
 * file 0600. Its files hold the whole business, and its WAL every password hash written.
 *
 * PGlite creates a file through Emscripten, which creates it and then chmods it to the mode the
 * database asked for, so the process umask changes nothing: initdb's files come out 0666 and the
 * relcache init files 0644 (relation files and WAL segments are asked for 0600). No option of
 * PGlite sets the mode; only patching Emscripten's internal NODEFS would, which a PGlite upgrade
 * could undo unseen. So DATA_DIR is closed to others before PGlite opens it (by the lock,
 * data-dir-lock.ts), what is in it is tightened once PGlite has opened it, and a sweep every
 * minute tightens what PGlite has created since. A sweep waits on no event: fs.watch's
 * `recursive` is, on Linux in Node 20, a watcher on every file that stats it on every write, and
 * an event lost to a full inotify queue would leave its file as it was. Between sweeps, DATA_DIR's
 * 0700 keeps others out.
 */
import { chmodSync, mkdirSync, statSync } from 'node:fs';
import { chmod, lstat, readdir, realpath } from 'node:fs/promises';
import { join } from 'node:path';

const SWEEP_EVERY_MS = 60_000;

/** Group and others lose every permission; the owner keeps theirs. */
const OWNER_ONLY = 0o700;

const isGone = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Creates DATA_DIR its owner's alone, or makes an existing one so, before PGlite opens it: from
 * then on no other user reaches anything inside, whatever modes PGlite gives its files.
 */
export function closeDataDirToOthers(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: OWNER_ONLY });
  chmodSync(dataDir, statSync(dataDir).mode & OWNER_ONLY);
}

/**
 * Only group's and others' bits are taken away, so a DATA_DIR set by mistake to a folder of other
 * things keeps its owner's permissions: a script stays executable. A symbolic link is not
 * followed, as chmod would change what it points at, outside DATA_DIR. PGlite removes WAL
 * segments and temporary files as it runs, so what is gone by the time it is reached is passed
 * over.
 */
async function makePrivate(path: string): Promise<void> {
  const stats = await lstat(path).catch((error: unknown) => {
    if (isGone(error)) return null;
    throw error;
  });
  if (!stats || stats.isSymbolicLink()) return;
  const permissions = stats.mode & 0o777;
  if ((permissions & ~OWNER_ONLY) !== 0) {
    await chmod(path, permissions & OWNER_ONLY).catch((error: unknown) => {
      if (!isGone(error)) throw error;
    });
  }
  if (!stats.isDirectory()) return;
  const names = await readdir(path).catch((error: unknown) => {
    if (isGone(error)) return [];
    throw error;
  });
  await Promise.all(names.map((name) => makePrivate(join(path, name))));
}

/** DATA_DIR may itself be a symbolic link to where the files are. */
export const makeDataDirPrivate = async (dataDir: string): Promise<void> =>
  makePrivate(await realpath(dataDir));

/**
 * Makes DATA_DIR private now (a failure is thrown: the server should not run on files it cannot
 * keep private), then again every `everyMs`, telling `warn` of a sweep that failed. The sweeps
 * hold no process open; the answer stops them.
 */
export async function keepDataDirPrivate(
  dataDir: string,
  warn: (message: string) => void,
  everyMs = SWEEP_EVERY_MS,
): Promise<() => void> {
  await makeDataDirPrivate(dataDir);
  let stopped = false;
  let next: NodeJS.Timeout | undefined;
  const sweepLater = () => {
    next = setTimeout(async () => {
      try {
        await makeDataDirPrivate(dataDir);
      } catch (error) {
        warn(`Could not make every file in ${dataDir} private: ${(error as Error).message}`);
      }
      if (!stopped) sweepLater();
    }, everyMs).unref();
  };
  sweepLater();
  return () => {
    stopped = true;
    clearTimeout(next);
  };
}
