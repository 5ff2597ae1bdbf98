/**
 * Pact provider verification: every interaction of the consumer's contract in pacts/, replayed
 * against our server in test mode by the same code as `npm run pact:verify`, its provider states
 * set up through the server's own provider-state endpoint.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { providerStates } from '../../pact-verify/pact-file.mjs';
import { verifyPact } from '../../pact-verify/verify-pact.mjs';
import { buildApp } from '../../src/app';
import { accessTokens } from '../../src/auth/access-tokens';
import { configFromEnv } from '../../src/config';
import { systemClock } from '../../src/http/clock';
import { PROVIDER_STATES_PATH } from '../../src/test-mode/provider-state-endpoint';
import { stateSetupFor } from '../../src/test-mode/provider-states';
import { openTestDatabase } from '../support/test-database';

let app: FastifyInstance;
let closeDatabase: () => Promise<void>;
let baseUrl: string;
beforeAll(async () => {
  const { db, close } = await openTestDatabase();
  closeDatabase = close;
  // On the real clock, as a provider's is: no interaction needs it to stand still.
  const config = { ...configFromEnv({}), demoData: false, testMode: true, testNow: null };
  const clock = systemClock(config.timeZone);
  const tokens = accessTokens('plotline-pact-verification-secret');
  app = await buildApp({ db, config, clock, accessTokens: tokens });
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app?.close();
  await closeDatabase?.();
});

it('has a state setup for every provider state the pact names', () => {
  const missing = providerStates().filter((state) => stateSetupFor(state) === null);
  expect(missing).toEqual([]);
});

// Every interaction is reset to the baseline over HTTP first: when the pact held 226, under CI's
// load on PostgreSQL, that took over three minutes. The limit only stops a hung verification; it
// judges no speed.
it('honours every interaction of the pact', async () => {
  await verifyPact({
    providerBaseUrl: baseUrl,
    stateSetupUrl: `${baseUrl}${PROVIDER_STATES_PATH}`,
  });
}, 600_000);
