/**
 * How the server answers while it closes (SIGTERM, SIGINT). Node stops accepting connections
 * and ends the idle ones, but a connection busy with a request would stay open, kept alive, after
 * its answer; so every answer from then on closes its connection. A request that still arrives
 * on one is told at once, in the API's error shape, to try again (another server, or this one
 * restarted, will answer), rather than being left waiting.
 */
import type { FastifyInstance } from 'fastify';
import { shuttingDown } from './http-error';

export const CLOSING_MESSAGE = 'The server is shutting down; please try again in a moment';

export function answerWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async () => {
    if (!closing) return;
    throw shuttingDown(CLOSING_MESSAGE);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
}
