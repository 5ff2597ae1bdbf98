/** What the provider states work on: the server's own database, clock, settings and tokens. */
import type { AccessTokens } from '../auth/access-tokens';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { Clock } from '../http/clock';

export type ProviderWorld = {
  db: Database;
  clock: Clock;
  config: ServerConfig;
  /** Mints the signed-in callers' access tokens, as a sign-in would. */
  accessTokens: AccessTokens;
  /**
   * The address the state change came from, as the server counts it: the verifier's, which
   * sends the interaction's request from the same place.
   */
  callerAddress: string;
};

/**
 * Values a state's setup hands the verifier, which puts them into the interaction's request where
 * the pact says (Pact's provider-state injection, `fromProviderState`): a caller's access token.
 */
export type ProviderStateValues = Record<string, string | number>;

/**
 * Creates the data one provider state names, reusing what an earlier state already made; the
 * pact's params for the state, where it gives any (dates counted from the provider's today).
 */
export type StateSetup = (
  world: ProviderWorld,
  params: Record<string, unknown>,
) => Promise<ProviderStateValues | void>;

/** The setups of one area, keyed by the exact state string of the pact. */
export type StateSetups = Record<string, StateSetup>;
