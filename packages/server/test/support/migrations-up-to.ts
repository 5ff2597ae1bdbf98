/** Migrations as far as an older release had them, to upgrade a database that release made. */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database, type OpenDatabase } from '../../src/db/database';
import { MIGRATIONS_DIR } from '../../src/package-root';
import { seedOlderFirstStart } from './older-first-start';
import { reopenableTestDatabase } from './test-database';

/** A migrations folder holding this code's migrations up to `lastTag`; the caller removes it. */
export async function migrationsUpTo(lastTag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'plotline-older-migrations-'));
  await mkdir(join(folder, 'meta'));
  const journal = JSON.parse(
    await readFile(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  const entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === lastTag) + 1);
  await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) {
    await cp(join(MIGRATIONS_DIR, `${tag}.sql`), join(folder, `${tag}.sql`));
  }
  return folder;
}

/**
 * A database an older release made (its migrations up to `lastTag`, its first start's admin and
 * catalogue, then what `prepare` writes), opened again by this code, which migrates it. `close`
 * closes and drops it.
 */
export async function upgradedFrom(
  lastTag: string,
  prepare: (db: Database) => Promise<void>,
): Promise<OpenDatabase> {
  const database = await reopenableTestDatabase();
  const folder = await migrationsUpTo(lastTag);
  const old = await openDatabase(database.location, folder);
  await seedOlderFirstStart(old.db, { adminPassword: 'admin123' });
  await prepare(old.db);
  await old.close();
  await rm(folder, { recursive: true, force: true });
  const upgraded = await openDatabase(database.location);
  return {
    ...upgraded,
    close: async () => {
      await upgraded.close();
      await database.drop();
    },
  };
}
