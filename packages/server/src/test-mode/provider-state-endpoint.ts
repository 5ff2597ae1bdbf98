/**
 * POST /_test/provider-states, served only in test mode: Pact's standard state change, so any
 * Pact verifier replays the pact against this server with nothing but its state-change URL
 * (docs/contract.md). Each interaction starts from the baseline: the first setup after a request
 * of the API (or after a teardown, which verifiers send with --state-change-teardown) returns the
 * database to it, and the setups answer what the request needs, e.g. the caller's access token.
 */
import type { FastifyInstance } from 'fastify';
import type { CallerAccess } from '../auth/caller-access';
import type { Services } from '../http/handler';
import { badRequest } from '../http/http-error';
import { resetToBaseline } from './baseline';
import { stateSetupFor } from './provider-states';
import { stateChangeOf } from './state-change';

/** Outside /api, as it is no part of the contract. */
export const PROVIDER_STATES_PATH = '/_test/provider-states';

/**
 * Where the verifier is in its round of setups, request and teardowns. A setup that follows a
 * request starts the next interaction; so does the first setup of all, as the database may hold
 * what an earlier run left.
 */
function interactionRounds() {
  let changed = true;
  let requestServed = true;
  return {
    requestServed() {
      changed = true;
      requestServed = true;
    },
    /** Whether this setup is an interaction's first, on a database another one changed. */
    setupStartsInteraction(): boolean {
      const starts = changed && requestServed;
      requestServed = false;
      changed = true;
      return starts;
    },
    /** Whether the teardown has anything to undo: the teardowns of every state ask it. */
    teardownUndoes(): boolean {
      const undoes = changed;
      changed = false;
      return undoes;
    },
  };
}

export function serveProviderStates(
  app: FastifyInstance,
  services: Services,
  access: CallerAccess,
): void {
  const rounds = interactionRounds();
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(PROVIDER_STATES_PATH)) rounds.requestServed();
  });

  app.post(PROVIDER_STATES_PATH, async (request, reply) => {
    const change = stateChangeOf(request.body);
    const world = { ...services, callerAddress: request.ip };
    /**
     * Answers a failure here with its reason, which the error handler would hide behind a
     * generic 500: the verification shows it as the reason its interaction failed.
     */
    const failed = (what: string, error: unknown) => {
      request.log.error(error);
      const reason = error instanceof Error ? error.message : String(error);
      return reply.code(500).send({ code: 'internal_error', message: `${what}: ${reason}` });
    };
    const reset = async () => {
      try {
        await resetToBaseline(services.db);
      } finally {
        access.forgetEveryone();
      }
    };
    if (change.action === 'teardown') {
      try {
        if (rounds.teardownUndoes()) await reset();
      } catch (error) {
        return failed('The database could not be returned to the baseline', error);
      }
      return {};
    }
    const setup = stateSetupFor(change.state);
    if (!setup) throw badRequest(`No setup for the provider state "${change.state}"`);
    try {
      if (rounds.setupStartsInteraction()) await reset();
      // A JSON object, whose values Pact puts where the pact asks for them from the state.
      return (await setup(world, change.params)) ?? {};
    } catch (error) {
      return failed(`Provider state "${change.state}" could not be set up`, error);
    } finally {
      // The states write users, roles and permissions straight to the database.
      access.forgetEveryone();
    }
  });
}
