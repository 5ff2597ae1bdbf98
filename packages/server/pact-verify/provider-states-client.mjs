// @ts-check
/**
 * The verifier's side of Pact's state-change protocol (docs/contract.md): `{state, params,
 * action}` POSTed to the provider's state-change URL, answered with 2xx and a JSON object of the
 * values the pact injects (a caller's access token), or with an error whose `message` says why.
 */

/**
 * Why the endpoint refused: the `message` of its JSON answer, else what was asked, the status
 * and the text.
 */
function reasonOf(
  /** @type {string} */ asked,
  /** @type {number} */ status,
  /** @type {string} */ text,
) {
  try {
    const { message } = JSON.parse(text);
    if (typeof message === 'string') return message;
  } catch {
    // Not JSON: the text itself says what it can.
  }
  return `The state-change URL answered ${asked} with ${status}${text ? `: ${text}` : ''}`;
}

/** The values a setup answered: a JSON object, or none. */
function valuesOf(/** @type {string} */ text) {
  try {
    const values = JSON.parse(text);
    if (typeof values === 'object' && values !== null && !Array.isArray(values)) return values;
  } catch {
    // Not JSON: no values to inject.
  }
  return {};
}

/**
 * @typedef {{
 *   change(action: 'setup' | 'teardown', state: string, params: unknown): Promise<Record<string, unknown>>;
 * }} ProviderStates
 */

/** @returns {ProviderStates} */
export function providerStatesAt(/** @type {string} */ url) {
  return {
    async change(action, state, params) {
      const asked = `the ${action} of "${state}"`;
      let response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ state, params: params ?? {}, action }),
        });
      } catch (error) {
        throw new Error(`${url} did not answer ${asked}: ${/** @type {Error} */ (error).message}`);
      }
      const text = await response.text();
      if (!response.ok) throw new Error(reasonOf(asked, response.status, text));
      return valuesOf(text);
    },
  };
}
