/**
 * POST /_test/provider-states, served only in test mode: resets the database to the baseline,
 * sets up the pact's provider states, and turns placeholder tokens into real ones, so a Pact
 * verifier anywhere can replay the pact against this server (docs/contract.md says how).
 */
import type { FastifyInstance } from 'fastify';
import type { CallerAccess } from '../auth/caller-access';
import type { Services } from '../http/handler';
import { badRequest } from '../http/http-error';
import { resetToBaseline } from './baseline';
import { authorizationFor } from './placeholder-tokens';
import { stateSetupFor } from './provider-states';
import { stateChangeOf } from './state-change';

/** Outside /api, as it is no part of the contract. */
export const PROVIDER_STATES_PATH = '/_test/provider-states';

export function serveProviderStates(
  app: FastifyInstance,
  services: Services,
  access: CallerAccess,
): void {
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
    switch (change.action) {
      case 'reset':
        try {
          await resetToBaseline(services.db);
        } catch (error) {
          return failed('The database could not be reset to the baseline', error);
        } finally {
          access.forgetEveryone();
        }
        return reply.code(204).send();
      case 'setup': {
        const setup = stateSetupFor(change.state);
        if (!setup) throw badRequest(`No setup for the provider state "${change.state}"`);
        try {
          await setup(world);
        } catch (error) {
          return failed(`Provider state "${change.state}" could not be set up`, error);
        } finally {
          // The states write users, roles and permissions straight to the database.
          access.forgetEveryone();
        }
        // A JSON object, as Pact takes its keys for values to inject; our states give none.
        return {};
      }
      case 'teardown':
        // The next interaction's reset undoes whatever a state made.
        return {};
      case 'token':
        return {
          authorization: await authorizationFor(world, services.accessTokens, change.placeholder),
        };
    }
  });
}
