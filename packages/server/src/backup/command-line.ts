/**
 * What the backup and restore scripts share: paths meant from where the command was typed, the
 * configured database, progress with the seconds elapsed, and a failure's message and exit code.
 */
import { parseArgs } from 'node:util';
import { configFromEnv } from '../config';
import { DataDirInUse, lockDataDir } from '../db/data-dir-lock';
import { connectDatabase, type DatabaseLocation, type OpenDatabase } from '../db/database';
import { makeDataDirPrivate } from '../db/private-data-dir';
import { BackupRefusal } from './backup-refusal';
import type { BackupProgress } from './table-progress';

/**
 * The script's one argument, FILE. npm runs a workspace's script in the workspace's folder, so
 * the script moves back to where `npm run` was typed (INIT_CWD) before reading FILE or DATA_DIR,
 * which then mean what they meant there, as for `npm start`.
 */
export function fileArgument(script: string): string {
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length !== 1) {
    console.error(`usage: npm run ${script} -- FILE`);
    process.exit(2);
  }
  return positionals[0]!;
}

export type ConfiguredDatabase = { location: DatabaseLocation; description: string };

/** DATABASE_URL, else PGlite in DATA_DIR, as the server opens it. */
export function configuredDatabase(): ConfiguredDatabase {
  const config = configFromEnv();
  if (config.databaseUrl) {
    // Named without the credentials the URL may hold.
    const { host, pathname } = new URL(config.databaseUrl);
    return {
      location: { kind: 'postgres', url: config.databaseUrl },
      description: `PostgreSQL database ${pathname.slice(1)} on ${host || 'the local socket'}`,
    };
  }
  return {
    location: { kind: 'pglite', dataDir: config.dataDir },
    description: `PGlite database in ${config.dataDir}`,
  };
}

/**
 * Connects to the database without migrating it. PGlite's files take one process at a time, so
 * a PGlite data directory is locked as the server locks it (data-dir-lock.ts): a server running
 * on it refuses the script, and no server starts on it until the script closes it.
 */
export function connectForScript(location: DatabaseLocation): OpenDatabase {
  if (location.kind !== 'pglite') return connectDatabase(location);
  const lock = lockDataDir(location.dataDir);
  if (lock.takeOverWarning) console.warn(lock.takeOverWarning);
  const opened = connectDatabase(location);
  return {
    ...opened,
    close: async () => {
      try {
        await opened.close();
        // What PGlite wrote for the script (a restore writes the whole business) is made its
        // owner's alone, as the server does with what it writes (db/private-data-dir.ts).
        await makeDataDirPrivate(location.dataDir);
      } finally {
        lock.release();
      }
    },
  };
}

/** Runs the script's work, printing its progress and its last word, and exits 1 on failure. */
export async function runScript(
  script: string,
  work: (progress: BackupProgress) => Promise<string>,
): Promise<void> {
  const started = Date.now();
  const progress = (message: string) =>
    console.log(`${((Date.now() - started) / 1000).toFixed(1)} s  ${message}`);
  try {
    progress(await work(progress));
  } catch (error) {
    const understood = error instanceof BackupRefusal || error instanceof DataDirInUse;
    const told = understood ? error.message : (error as Error).stack;
    console.error(`${script} failed: ${told ?? String(error)}`);
    process.exitCode = 1;
  }
}
