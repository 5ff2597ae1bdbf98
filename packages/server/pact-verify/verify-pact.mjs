// @ts-check
/**
 * Replays every interaction of the pact in pacts/ against a running provider with pact-js's
 * Verifier, which prints Pact's own report. With a state-change URL, each interaction's provider
 * states are set up and torn down through Pact's own state-change protocol, and the values the
 * setups answer (a caller's access token) go into the request where the pact asks for them;
 * without one, the pact's requests are sent with their examples. Used by `npm run pact:verify`
 * and by our own verification (test/pact/provider.test.ts).
 */
import { Verifier } from '@pact-foundation/pact';
import { PACT_FILE, providerName } from './pact-file.mjs';
import { providerStatesAt } from './provider-states-client.mjs';
import { requestFilterFor } from './request-filter.mjs';
import { setupFailures } from './setup-failures.mjs';

/** @typedef {NonNullable<import('@pact-foundation/pact').VerifierOptions['stateHandlers']>} StateHandlers */

/**
 * pact-js looks a state's handler up by its name; every name gets one that forwards Pact's state
 * change, so a state the provider does not know fails on the provider's word, not pact-js's
 * warning. A setup that fails is noted, so that its interaction fails with the reason.
 * @param {import('./provider-states-client.mjs').ProviderStates} states
 * @param {import('./setup-failures.mjs').SetupFailures} failures
 * @returns {StateHandlers}
 */
function stateHandlersFor(states, failures) {
  /** @param {string} state */
  const handlerOf = (state) => ({
    /** @param {unknown} params */
    async setup(params) {
      try {
        // The values pact-js hands the verifier for the pact's fromProviderState expressions.
        return await states.change('setup', state, params);
      } catch (error) {
        failures.note(/** @type {Error} */ (error).message);
        throw error;
      }
    },
    /** @param {unknown} params */
    async teardown(params) {
      await states.change('teardown', state, params);
      return undefined;
    },
  });
  // Serialising the options asks for toJSON, which is no state.
  return new Proxy(/** @type {StateHandlers} */ ({}), {
    get: (_handlers, name) =>
      typeof name === 'string' && name !== 'toJSON' ? handlerOf(name) : undefined,
  });
}

/**
 * Resolves once every interaction passed; rejects otherwise, with the reason of every setup
 * that failed (Pact's report above names the failed interactions).
 * @param {{ providerBaseUrl: string; stateSetupUrl?: string | null }} provider
 */
export async function verifyPact({ providerBaseUrl, stateSetupUrl = null }) {
  const failures = setupFailures();
  const states = stateSetupUrl ? providerStatesAt(stateSetupUrl) : null;
  const verifier = new Verifier({
    provider: providerName(),
    providerBaseUrl,
    pactUrls: [PACT_FILE],
    logLevel: 'warn',
    requestFilter: requestFilterFor(failures),
    beforeEach: async () => failures.clear(),
    ...(states && { stateHandlers: stateHandlersFor(states, failures) }),
  });
  try {
    await verifier.verifyProvider();
  } catch (error) {
    const reasons = failures.all();
    if (reasons.length === 0) throw error;
    const list = reasons.map((reason) => `\n  - ${reason}`).join('');
    throw new Error(
      `${/** @type {Error} */ (error).message}\nSetups that failed, failing their interactions:${list}`,
    );
  }
}
