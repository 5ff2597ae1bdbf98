/**
 * A `Server-Timing: app;dur=…` header on every answer: the milliseconds from the request's
 * arrival to the moment its answer is handed to the socket, so a bench reads the server's own
 * time apart from the network and the client.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

const arrivals = new WeakMap<FastifyRequest, bigint>();

export function addServerTiming(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    arrivals.set(request, process.hrtime.bigint());
  });
  app.addHook('onSend', async (request, reply) => {
    const arrival = arrivals.get(request);
    if (arrival === undefined) return;
    const milliseconds = Number(process.hrtime.bigint() - arrival) / 1e6;
    reply.header('Server-Timing', `app;dur=${milliseconds.toFixed(2)}`);
  });
}
