// @ts-check
/**
 * pact-js answers the verifier's state change with 200 even when a state handler threw, so the
 * interaction would run on half-made data and might even pass. What went wrong is noted here, and
 * the request filter answers the interaction's request with it, failing exactly that interaction
 * with the reason in its body. Pact's report shows only how that answer differs from the pact's,
 * so every reason is kept for the summary too.
 */

export function setupFailures() {
  /** @type {string | null} */
  let failure = null;
  /** @type {Set<string>} */
  const reasons = new Set();
  return {
    /** The first failure of an interaction is the one that explains the rest. */
    note(/** @type {string} */ reason) {
      failure ??= reason;
      reasons.add(reason);
    },
    /** What went wrong setting up the current interaction, or null. */
    current: () => failure,
    /** A new interaction starts with no failure. */
    clear() {
      failure = null;
    },
    /** Every reason noted in the whole verification. */
    all: () => [...reasons],
  };
}

/** @typedef {ReturnType<typeof setupFailures>} SetupFailures */
