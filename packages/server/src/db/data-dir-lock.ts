/**
 * One server at a time on a PGlite data directory. Two PGlite instances writing the same files
 * corrupt them, and PGlite's own postmaster.pid stops nobody: it holds no real process id. So
 * the server creates a lock file there exclusively, holding its process id, and removes it when
 * it exits. A lock whose process is gone (killed, crashed) is taken over, as PostgreSQL takes
 * over a postmaster.pid left behind.
 */
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { closeDataDirToOthers } from './private-data-dir';

export const DATA_DIR_LOCK_FILE = 'plotline.lock';

export class DataDirInUse extends Error {
  constructor(dataDir: string, holder: number) {
    super(
      `Another Plotline server is using the data directory ${dataDir} (process ${holder}); stop it first or set DATA_DIR to another directory`,
    );
  }
}

export type DataDirLock = {
  /** Set when a lock left behind by a process that is gone was taken over: what to warn. */
  takeOverWarning: string | null;
  /** Removes the lock if this process still holds it; exiting does so too. */
  release(): void;
};

/** The lock files this process holds, so that it cannot take its own lock for a stale one. */
const heldHere = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the process the lock names still holds it. A lock naming this process's own id was
 * left by an earlier process that had the same id, as a restarted container's server has,
 * unless this process took it itself.
 */
function stillHeld(file: string, holder: number): boolean {
  return holder === process.pid ? heldHere.has(file) : isRunning(holder);
}

/** The process id in the lock file; null when it is gone or unreadable. */
function holderOf(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Whether the lock was created, false when the file already exists. */
function createExclusively(file: string): boolean {
  try {
    // 'wx' opens with O_CREAT | O_EXCL: of two servers starting at once, one creates it. Like
    // everything in the data directory, it is its owner's alone (private-data-dir.ts).
    writeFileSync(file, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function removeIfPresent(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** Takes the data directory for this process, or throws DataDirInUse naming the holder. */
export function lockDataDir(dataDir: string): DataDirLock {
  const directory = resolve(dataDir);
  closeDataDirToOthers(directory);
  const file = join(directory, DATA_DIR_LOCK_FILE);
  let takeOverWarning: string | null = null;
  while (!createExclusively(file)) {
    const holder = holderOf(file);
    if (holder !== null && stillHeld(file, holder)) throw new DataDirInUse(directory, holder);
    const who = holder === null ? 'a process' : `process ${holder}`;
    takeOverWarning = `The data directory ${directory} was locked by ${who}, which is no longer running: it did not shut down cleanly. Taking the lock over.`;
    removeIfPresent(file);
  }
  heldHere.add(file);

  const release = () => {
    process.off('exit', release);
    if (!heldHere.delete(file)) return;
    if (holderOf(file) === process.pid) removeIfPresent(file);
  };
  process.on('exit', release);
  return { takeOverWarning, release };
}
