/**
 * pact-js answers the verifier's state change with 200 even when the state handler threw, so the
 * interaction would run on half-made data and might even pass. The handlers note their failure
 * here and the request filter answers the interaction's request with it, failing exactly that
 * interaction with the reason in its body.
 */
export type SetupFailures = {
  note(state: string, error: unknown): void;
  /** What went wrong setting up the current interaction's states, or null. */
  current(): string | null;
  /** A new interaction starts with no failure. */
  clear(): void;
};

export function setupFailures(): SetupFailures {
  let failure: string | null = null;
  return {
    note(state, error) {
      const reason = error instanceof Error ? error.message : String(error);
      failure ??= `Provider state "${state}" could not be set up: ${reason}`;
    },
    current: () => failure,
    clear() {
      failure = null;
    },
  };
}
