// @ts-check
/**
 * The verifier's side of the provider-state protocol (docs/contract.md, "The provider-state
 * protocol"): JSON bodies POSTed to the provider's state-setup URL, answered with 2xx, or with an
 * error whose `message` says why.
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
  return `The state-setup URL answered ${asked} with ${status}${text ? `: ${text}` : ''}`;
}

/**
 * @typedef {{
 *   reset(): Promise<void>;
 *   change(action: 'setup' | 'teardown', state: string, params: unknown): Promise<void>;
 *   authorizationFor(placeholder: string): Promise<string | null>;
 * }} ProviderStates
 */

/** @returns {ProviderStates} */
export function providerStatesAt(/** @type {string} */ url) {
  /** @returns {Promise<string>} the text of a 2xx answer */
  async function post(/** @type {object} */ body, /** @type {string} */ asked) {
    let response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch (error) {
      throw new Error(`${url} did not answer ${asked}: ${/** @type {Error} */ (error).message}`);
    }
    const text = await response.text();
    if (!response.ok) throw new Error(reasonOf(asked, response.status, text));
    return text;
  }
  return {
    async reset() {
      await post({ action: 'reset' }, 'the reset');
    },
    async change(action, state, params) {
      await post({ state, params, action }, `the ${action} of "${state}"`);
    },
    async authorizationFor(placeholder) {
      const asked = `the token for ${placeholder}`;
      const text = await post({ action: 'token', placeholder }, asked);
      try {
        const { authorization } = JSON.parse(text);
        if (authorization === null || typeof authorization === 'string') return authorization;
      } catch {
        // Not JSON: refused below like any other answer that is no header.
      }
      throw new Error(
        `The state-setup URL answered ${asked} with '${text}', not {"authorization": "..." or null}`,
      );
    },
  };
}
