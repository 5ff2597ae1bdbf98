/** `npm start`: opens the database, seeds a new one, and serves the API (and the app once built). */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { accessTokens, jwtSecretFor } from './auth/access-tokens';
import { buildApp } from './app';
import { configFromEnv } from './config';
import { DataDirInUse, lockDataDir, type DataDirLock } from './db/data-dir-lock';
import { openDatabase, type Database } from './db/database';
import { keepDataDirPrivate } from './db/private-data-dir';
import { fixedClock, systemClock } from './http/clock';
import { missingHandlers } from './openapi/register-operations';
import { HANDLERS } from './routes';
import { seedDemoData } from './seed/demo-data';
import { seedFirstStart } from './seed/first-start';
import { shutDownOnSignals } from './shutdown';
import { claimTestDatabase, NotATestDatabase } from './test-mode/test-database';

const config = configFromEnv();
const missing = missingHandlers(HANDLERS);
if (missing.length > 0) {
  throw new Error(`openapi.yaml operations without a handler: ${missing.join(', ')}`);
}

/** PGlite's files take one server at a time; several may share one PostgreSQL. */
function lockedDataDir(dataDir: string): DataDirLock {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const dataDirLock = config.databaseUrl ? null : lockedDataDir(config.dataDir);
// Only a server in test mode has a testNow (config.ts refuses one otherwise).
const clock = config.testNow
  ? fixedClock(config.testNow, config.timeZone)
  : systemClock(config.timeZone);

/** DEMO_DATA's business, counted back from the clock's today. */
const demoData = config.demoData
  ? {
      seedDemoData: (seeded: Database, adminId: number) =>
        seedDemoData(seeded, adminId, clock.today()),
    }
  : {};

/**
 * What an empty database gets before the server serves it, under the migrations' lock so servers
 * started together do it once: the first start's catalogue, administrator and demo data, or, in
 * test mode, its own baseline and demo data if asked (and any other database is refused).
 */
async function firstStart(database: Database): Promise<void> {
  if (config.testMode) {
    try {
      await claimTestDatabase(database, clock.now(), demoData);
    } catch (error) {
      if (!(error instanceof NotATestDatabase)) throw error;
      console.error(error.message);
      process.exit(1);
    }
    return;
  }
  await seedFirstStart(database, {
    adminPassword: config.adminPassword,
    announce: (message) => console.log(message),
    ...demoData,
  });
}

const { db, close, listen } = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir },
  undefined,
  firstStart,
);
const appBuild = config.appDir ?? join(import.meta.dirname, '../../app/dist');
const storybookBuild = config.storybookDir ?? join(import.meta.dirname, '../../ui/dist/storybook');
const app = await buildApp({
  db,
  config,
  clock,
  accessTokens: accessTokens(jwtSecretFor(config.jwtSecret, config.dataDir)),
  listen,
  appDir: existsSync(appBuild) ? appBuild : null,
  storybookDir: storybookBuild,
  logger: true,
});
if (dataDirLock?.takeOverWarning) app.log.warn(dataDirLock.takeOverWarning);
if (dataDirLock) await keepDataDirPrivate(config.dataDir, (message) => app.log.warn(message));

shutDownOnSignals(app, async () => {
  await close();
  dataDirLock?.release();
});
await app.listen({ port: config.port, host: config.host });
