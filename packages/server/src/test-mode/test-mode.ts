/**
 * Test mode (PLOTLINE_TEST_MODE=true) makes the server verifiable against the pact: it serves
 * the provider-state endpoint, and PLOTLINE_TEST_NOW may pin its clock (main.ts). Never for a
 * server holding real data: the endpoint answers anyone, and empties the database.
 */
import type { FastifyInstance } from 'fastify';
import type { CallerAccess } from '../auth/caller-access';
import type { Services } from '../http/handler';
import { PROVIDER_STATES_PATH, serveProviderStates } from './provider-state-endpoint';

export function enterTestMode(
  app: FastifyInstance,
  services: Services,
  access: CallerAccess,
): void {
  app.log.warn(
    `TEST MODE (PLOTLINE_TEST_MODE=true): POST ${PROVIDER_STATES_PATH} lets anyone who reaches ` +
      'this server EMPTY ITS DATABASE. Never run test mode on a database holding real data.',
  );
  const { testNow } = services.config;
  if (testNow) app.log.warn(`TEST MODE: the clock stands still at ${testNow.toISOString()}`);
  serveProviderStates(app, services, access);
}
