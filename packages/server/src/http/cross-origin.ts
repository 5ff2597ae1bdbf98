/**
 * CORS, closed unless configured: a page of another origin may read the API's answers only when
 * its origin is in CORS_ORIGINS. The API takes bearer tokens, never cookies, so no credentials are
 * allowed and an answer withheld from a page is the whole of the protection.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { CONTRACT_OPERATIONS } from '../openapi/contract';
import { API_PREFIX } from '../openapi/register-operations';
import { forbidden } from './http-error';

const ALLOWED_METHODS = [...new Set(CONTRACT_OPERATIONS.map((op) => op.method))].sort().join(', ');
const ALLOWED_HEADERS = 'Authorization, Content-Type';
/** What a page may read beyond the safelisted headers: the throttle's wait and a CSV's name. */
const EXPOSED_HEADERS = 'Retry-After, Content-Disposition';
/** How long a browser may reuse a preflight's answer, in seconds. */
const PREFLIGHT_MAX_AGE = '600';

const isApi = (request: FastifyRequest) => {
  const path = request.url.split('?')[0] ?? '';
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
};

const isPreflight = (request: FastifyRequest) =>
  request.method === 'OPTIONS' &&
  request.headers.origin !== undefined &&
  request.headers['access-control-request-method'] !== undefined;

/** Answers differ by Origin, so a cache must keep them apart. */
function varyByOrigin(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  reply.header('Vary', vary ? `${String(vary)}, Origin` : 'Origin');
}

export function allowCrossOrigin(app: FastifyInstance, config: ServerConfig): void {
  const allowed = new Set(config.corsOrigins);
  const allowedOriginOf = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    return origin !== undefined && allowed.has(origin) ? origin : null;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!isApi(request) || !isPreflight(request)) return;
    const origin = allowedOriginOf(request);
    if (origin === null) throw forbidden('Cross-origin requests from this origin are not allowed');
    return reply
      .code(204)
      .headers({
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Methods': ALLOWED_METHODS,
        'Access-Control-Allow-Headers': ALLOWED_HEADERS,
        'Access-Control-Max-Age': PREFLIGHT_MAX_AGE,
      })
      .send();
  });

  app.addHook('onSend', async (request, reply) => {
    if (!isApi(request) || allowed.size === 0) return;
    varyByOrigin(reply);
    const origin = allowedOriginOf(request);
    if (origin === null || isPreflight(request)) return;
    reply.headers({
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Expose-Headers': EXPOSED_HEADERS,
    });
  });
}
