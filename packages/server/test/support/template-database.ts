/**
 * Vitest's global setup: one database brought to the schema before the suite, which every test
 * file's database then starts as a copy of (test-database.ts). Running the migrations costs
 * seconds; a copy, a fraction of that, and the suite opens dozens of databases.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedMemoryImage, openDatabase } from '../../src/db/database';
import { adminQuery, databaseUrl } from './postgres-admin';

export type DatabaseTemplate =
  { kind: 'pglite'; imageFile: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  // Vitest's ProvidedContext is extended by declaration merging, which only an interface does.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `plotline_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const { close } = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
    await close();
    project.provide('databaseTemplate', { kind: 'postgres', name });
    return () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
  }
  const folder = await mkdtemp(join(tmpdir(), 'plotline-template-'));
  const imageFile = join(folder, 'migrated.tar');
  await writeFile(imageFile, Buffer.from(await (await migratedMemoryImage()).arrayBuffer()));
  project.provide('databaseTemplate', { kind: 'pglite', imageFile });
  return () => rm(folder, { recursive: true, force: true });
}
