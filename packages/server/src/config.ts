/** Everything the server reads from its environment, read once at start. */
import { resolve } from 'node:path';
import { BUSINESS_TIME_ZONE, type RegistrationMode } from '@plotline/domain';
import {
  corsOrigins,
  demoDataWanted,
  frameAncestors,
  listeningHost,
  pinnedInstant,
  registrationMode,
  positiveWholeNumber,
  signingSecret,
  switchedOn,
  trustedProxies,
} from './config-values';

export type ServerConfig = {
  port: number;
  host: string;
  /** PostgreSQL when set; otherwise the embedded PGlite database in dataDir. */
  databaseUrl: string | null;
  /** Where a bench-labelled request's statements are written (db/statement-log.ts); off when null. */
  statementsLog: string | null;
  dataDir: string;
  /** HS256 secret for access tokens; generated once and kept in dataDir when unset. */
  jwtSecret: string | null;
  adminPassword: string | null;
  /** REGISTRATION: whether newcomers register themselves, wait for approval, or cannot. */
  registration: RegistrationMode;
  /**
   * DEMO_DATA: a new database gets the demo business, counted back from the clock's today. On
   * unless `false`; in test mode off unless `true`, and then seeded over the test baseline (its
   * admin, password admin123), so PLOTLINE_TEST_NOW gives the same business every time.
   */
  demoData: boolean;
  /** The business's time zone: "today" for registry dates and follow-ups is a day here. */
  timeZone: string;
  /** Where the built browser app is; null serves packages/app/dist when it exists. */
  appDir: string | null;
  /**
   * Where the built Storybook of @plotline/ui is (STORYBOOK_DIR), served under /storybook; null
   * serves packages/ui/dist/storybook, which npm run build:storybook writes, when it exists.
   */
  storybookDir: string | null;
  /**
   * The proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (TRUST_PROXY): the address
   * the auth limits count, and whether the browser came over TLS. Unset believes none, so a client
   * cannot choose the address it is counted under; `true` believes every hop (only when nothing
   * reaches the server except through the proxy); otherwise the proxies' addresses or CIDR
   * ranges, comma-separated (e.g. 10.0.0.0/8, or loopback for a proxy on the same machine).
   */
  trustProxy: boolean | string[];
  /**
   * The pages that may show the app in a frame (FRAME_ANCESTORS): 'self' and origins such as
   * https://tools.example or https://*.tools.example, for the internal tools that embed our
   * screens. Unset is 'none': no page may frame the app, so none can overlay it to steal clicks.
   */
  frameAncestors: string[];
  /**
   * Origins whose pages may call the API from a browser (CORS_ORIGINS, comma-separated, e.g.
   * https://a.example,https://b.example). Unset allows none beside the app served here.
   */
  corsOrigins: string[];
  /**
   * Attempts one address may make at each of sign-in, registration and refresh within a window
   * (AUTH_ATTEMPTS_PER_ADDRESS, default 100; AUTH_ATTEMPTS_WINDOW_SECONDS, default 60), beside the
   * per-account sign-in throttle: one address trying many accounts is slowed too. The default is
   * far above what a person does, and leaves room for an office signing in behind one address.
   */
  authAttemptsPerAddress: { limit: number; windowSeconds: number };
  /**
   * Test mode (PLOTLINE_TEST_MODE=true): the server serves the provider-state endpoint a Pact
   * verification needs, which can empty the database (src/test-mode/, docs/contract.md). It
   * listens on 127.0.0.1 only and refuses a database it did not make for itself.
   */
  testMode: boolean;
  /**
   * The instant the clock stands still at (PLOTLINE_TEST_NOW, an ISO instant), so the dates the
   * pact's states count back from hold; only in test mode, and refused without it.
   */
  testNow: Date | null;
};

/** The setting that keeps the server to the loopback address, if one does (listeningHost). */
function localOnlySetting(env: NodeJS.ProcessEnv, testMode: boolean): string | null {
  if (testMode) return 'PLOTLINE_TEST_MODE';
  return env.STATEMENTS_LOG ? 'STATEMENTS_LOG' : null;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const testMode = switchedOn('PLOTLINE_TEST_MODE', env.PLOTLINE_TEST_MODE);
  return {
    port: Number(env.PORT ?? 8080),
    host: listeningHost(env.HOST, localOnlySetting(env, testMode)),
    databaseUrl: env.DATABASE_URL || null,
    statementsLog: env.STATEMENTS_LOG ? resolve(env.STATEMENTS_LOG) : null,
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    jwtSecret: signingSecret(env.JWT_SECRET),
    adminPassword: env.ADMIN_PASSWORD || null,
    registration: registrationMode(env.REGISTRATION),
    demoData: demoDataWanted(env.DEMO_DATA, testMode),
    timeZone: env.BUSINESS_TIME_ZONE ?? BUSINESS_TIME_ZONE,
    appDir: env.APP_DIR ? resolve(env.APP_DIR) : null,
    storybookDir: env.STORYBOOK_DIR ? resolve(env.STORYBOOK_DIR) : null,
    trustProxy: trustedProxies(env.TRUST_PROXY),
    frameAncestors: frameAncestors(env.FRAME_ANCESTORS),
    corsOrigins: corsOrigins(env.CORS_ORIGINS),
    authAttemptsPerAddress: {
      limit: positiveWholeNumber('AUTH_ATTEMPTS_PER_ADDRESS', env.AUTH_ATTEMPTS_PER_ADDRESS, 100),
      windowSeconds: positiveWholeNumber(
        'AUTH_ATTEMPTS_WINDOW_SECONDS',
        env.AUTH_ATTEMPTS_WINDOW_SECONDS,
        60,
      ),
    },
    testMode,
    testNow: pinnedInstant(env.PLOTLINE_TEST_NOW, testMode),
  };
}
