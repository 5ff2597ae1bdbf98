/** Everything the server reads from its environment, read once at start. */
import { resolve } from 'node:path';
import { BUSINESS_TIME_ZONE } from '@plotline/domain';

export type ServerConfig = {
  port: number;
  host: string;
  /** PostgreSQL when set; otherwise the embedded PGlite database in dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  /** HS256 secret for access tokens; generated once and kept in dataDir when unset. */
  jwtSecret: string | null;
  adminPassword: string | null;
  demoData: boolean;
  /** The business's time zone: "today" for registry dates and follow-ups is a day here. */
  timeZone: string;
  /** Where the built browser app is; null serves packages/app/dist when it exists. */
  appDir: string | null;
};

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    jwtSecret: env.JWT_SECRET || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    demoData: env.DEMO_DATA !== 'false',
    timeZone: env.BUSINESS_TIME_ZONE ?? BUSINESS_TIME_ZONE,
    appDir: env.APP_DIR ? resolve(env.APP_DIR) : null,
  };
}
