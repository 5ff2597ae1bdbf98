/**
 * Pact provider verification: every interaction of the consumer's contract in pacts/, replayed
 * against the real server after its provider states are set up in the database.
 */
import { Verifier } from '@pact-foundation/pact';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PACT_FILE, providerName, providerStates } from './pact-file';
import { hasStateSetup, stateHandlersFor } from './state-handlers';
import { requestFilterFor } from './request-filter';
import { setupFailures } from './setup-failures';
import { startVerifiedProvider, type VerifiedProvider } from './verified-provider';

let provider: VerifiedProvider;
beforeAll(async () => {
  provider = await startVerifiedProvider();
});
afterAll(() => provider?.close());

it('has a state handler for every provider state the pact names', () => {
  const missing = providerStates().filter((state) => !hasStateSetup(state));
  expect(missing).toEqual([]);
});

it('honours every interaction of the pact', async () => {
  const failures = setupFailures();
  const verifier = new Verifier({
    provider: providerName(),
    providerBaseUrl: provider.baseUrl,
    pactUrls: [PACT_FILE],
    beforeEach: async () => {
      failures.clear();
      await provider.reset();
    },
    stateHandlers: stateHandlersFor(provider.world, failures),
    requestFilter: requestFilterFor(provider.world, provider.tokens, failures),
    logLevel: 'warn',
  });
  // Rejects, naming each failed interaction, unless every one of them passed.
  await verifier.verifyProvider();
}, 180_000);
