/**
 * SIGTERM and SIGINT shut the server down cleanly: it stops taking connections, lets the
 * requests under way finish (answering any that still arrive with 503, see http/closing.ts),
 * then closes the database, so that PGlite leaves its files whole and PostgreSQL's connections
 * end, and exits 0. A request still running after the grace period has its connection closed,
 * so a stuck client cannot hold the server up; a second signal closes them at once.
 */
import type { FastifyInstance } from 'fastify';

export const SHUTDOWN_GRACE_MS = 10_000;

export function shutDownOnSignals(
  app: FastifyInstance,
  closeDatabase: () => Promise<void>,
  graceMs = SHUTDOWN_GRACE_MS,
): void {
  let shuttingDown = false;
  const shutDown = async (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      app.log.warn(`${signal} again: closing the connections of the requests under way now`);
      app.server.closeAllConnections();
      return;
    }
    shuttingDown = true;
    app.log.info(`${signal}: finishing the requests under way, then closing`);
    const graceOver = setTimeout(() => {
      app.log.warn(`Requests still under way after ${graceMs} ms: closing their connections`);
      app.server.closeAllConnections();
    }, graceMs);
    try {
      await app.close();
      clearTimeout(graceOver);
      await closeDatabase();
      app.log.info('Closed cleanly');
      process.exit(0);
    } catch (error) {
      app.log.error(error, 'The server did not close cleanly');
      process.exit(1);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void shutDown(signal));
  }
}
