import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATA_DIR_LOCK_FILE, DataDirInUse, lockDataDir } from '../src/db/data-dir-lock';

let parent: string;
let dataDir: string;
let lockFile: string;

beforeEach(async () => {
  parent = await mkdtemp(join(tmpdir(), 'plotline-lock-'));
  dataDir = join(parent, 'data');
  lockFile = join(dataDir, DATA_DIR_LOCK_FILE);
});
afterEach(() => rm(parent, { recursive: true, force: true }));

/** A lock file as another process would have left it. */
async function leaveLock(content: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  await writeFile(lockFile, content);
}

/** The id of a process that has run and exited. */
async function goneProcessId(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('lockDataDir', () => {
  it('takes a free data directory, creating it, and release gives it back', async () => {
    const lock = lockDataDir(dataDir);
    expect(await readFile(lockFile, 'utf8')).toBe(`${process.pid}\n`);
    expect(lock.takeOverWarning).toBeNull();
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
    const again = lockDataDir(dataDir);
    expect(again.takeOverWarning).toBeNull();
    again.release();
  });

  it('refuses a directory a running process holds, naming it', async () => {
    // The process that started this test runs as long as the test does.
    await leaveLock(`${process.ppid}\n`);
    expect(() => lockDataDir(dataDir)).toThrow(
      `Another Plotline server is using the data directory ${dataDir} (process ${process.ppid}); stop it first or set DATA_DIR to another directory`,
    );
    expect(await readFile(lockFile, 'utf8')).toBe(`${process.ppid}\n`);
  });

  it('refuses a directory this process holds already', () => {
    const lock = lockDataDir(dataDir);
    try {
      expect(() => lockDataDir(dataDir)).toThrow(DataDirInUse);
    } finally {
      lock.release();
    }
  });

  it('takes over a lock left by a process that is gone, with a warning', async () => {
    const gone = await goneProcessId();
    await leaveLock(`${gone}\n`);
    const lock = lockDataDir(dataDir);
    expect(lock.takeOverWarning).toBe(
      `The data directory ${dataDir} was locked by process ${gone}, which is no longer running: it did not shut down cleanly. Taking the lock over.`,
    );
    expect(await readFile(lockFile, 'utf8')).toBe(`${process.pid}\n`);
    lock.release();
  });

  it("takes over a lock naming this process's id that it did not take, as after a container restart", async () => {
    await leaveLock(`${process.pid}\n`);
    const lock = lockDataDir(dataDir);
    expect(lock.takeOverWarning).toContain(`locked by process ${process.pid}`);
    lock.release();
  });

  it('takes over an unreadable lock', async () => {
    await leaveLock('');
    const lock = lockDataDir(dataDir);
    expect(lock.takeOverWarning).toContain('was locked by a process, which is no longer running');
    lock.release();
  });

  it('leaves a lock another process has taken since alone on release', async () => {
    const lock = lockDataDir(dataDir);
    await writeFile(lockFile, `${process.ppid}\n`);
    lock.release();
    expect(await readFile(lockFile, 'utf8')).toBe(`${process.ppid}\n`);
  });
});
