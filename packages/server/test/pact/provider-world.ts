/** What the state handlers and the request filter work on: the verified server's database and clock. */
import type { Database } from '../../src/db/database';
import type { Clock } from '../../src/http/clock';

export type ProviderWorld = {
  db: Database;
  clock: Clock;
  /**
   * The states write users, roles and permissions straight to the database, and the clock
   * stands still, so the server is told to forget what access tokens proved before each request.
   */
  forgetAccess(): void;
};

/** Creates the data one provider state names, reusing what an earlier state already made. */
export type StateSetup = (world: ProviderWorld) => Promise<void>;

/** The setups of one area, keyed by the exact state string of the pact. */
export type StateSetups = Record<string, StateSetup>;
