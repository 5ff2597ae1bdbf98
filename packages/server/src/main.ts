/** `npm start`: opens the database, seeds a new one, and serves the API (and the app once built). */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { accessTokens, jwtSecretFor } from './auth/access-tokens';
import { buildApp } from './app';
import { configFromEnv } from './config';
import { openDatabase } from './db/database';
import { systemClock } from './http/clock';
import { missingHandlers } from './openapi/register-operations';
import { HANDLERS } from './routes';
import { seedDemoData } from './seed/demo-data';
import { seedFirstStart } from './seed/first-start';

const config = configFromEnv();
const missing = missingHandlers(HANDLERS);
if (missing.length > 0) {
  throw new Error(`openapi.yaml operations without a handler: ${missing.join(', ')}`);
}

const { db, close } = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir },
);
const appBuild = config.appDir ?? join(import.meta.dirname, '../../app/dist');
const clock = systemClock(config.timeZone);
const app = await buildApp({
  db,
  config,
  clock,
  accessTokens: accessTokens(jwtSecretFor(config.jwtSecret, config.dataDir)),
  appDir: existsSync(appBuild) ? appBuild : null,
  logger: true,
});
await seedFirstStart(db, {
  adminPassword: config.adminPassword,
  warn: (message) => app.log.warn(message),
  ...(config.demoData
    ? { seedDemoData: (database, adminId) => seedDemoData(database, adminId, clock.today()) }
    : {}),
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(close);
  });
}
await app.listen({ port: config.port, host: config.host });
