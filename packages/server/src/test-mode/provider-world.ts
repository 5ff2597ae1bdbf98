/** What the provider states work on: the server's own database, clock and settings. */
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { Clock } from '../http/clock';

export type ProviderWorld = {
  db: Database;
  clock: Clock;
  config: ServerConfig;
  /**
   * The address the state change came from, as the server counts it: the verifier's, which
   * sends the interaction's request from the same place.
   */
  callerAddress: string;
};

/** Creates the data one provider state names, reusing what an earlier state already made. */
export type StateSetup = (world: ProviderWorld) => Promise<void>;

/** The setups of one area, keyed by the exact state string of the pact. */
export type StateSetups = Record<string, StateSetup>;
