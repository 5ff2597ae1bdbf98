/** The Plotline API as a Fastify instance: the contract's operations, its docs, and the app. */
import { existsSync } from 'node:fs';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { accessCache, type AccessCache } from './auth/access-cache';
import { APP_PAGE_CACHE_CONTROL, serveAppFiles } from './http/app-files';
import { handleError } from './http/error-handler';
import type { Handlers, Services } from './http/handler';
import { addServerTiming } from './http/server-timing';
import { OPENAPI_DOCUMENT } from './openapi/contract';
import { API_PREFIX, registerOperations } from './openapi/register-operations';
import { HANDLERS } from './routes';

export type AppOptions = Services & {
  handlers?: Handlers;
  /** The built browser app to serve at /, with client-side routes falling back to index.html. */
  appDir?: string | null;
  logger?: boolean;
  /** What access tokens prove, kept for a few seconds; a test may hold it to forget by hand. */
  access?: AccessCache;
};

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const {
    handlers = HANDLERS,
    appDir = null,
    logger = false,
    access = accessCache(options.clock),
    ...services
  } = options;
  const app = Fastify({ logger, bodyLimit: 1024 * 1024 });
  app.setErrorHandler(handleError);
  addServerTiming(app);

  await app.register(fastifySwagger, {
    mode: 'static',
    specification: { document: OPENAPI_DOCUMENT as never },
  });
  await app.register(fastifySwaggerUi, { routePrefix: `${API_PREFIX}/docs` });

  registerOperations(app, handlers, services, access);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (appDir && request.method === 'GET' && !path.startsWith(API_PREFIX)) {
      return reply.header('Cache-Control', APP_PAGE_CACHE_CONTROL).sendFile('index.html');
    }
    return reply.code(404).send({ message: `No such endpoint: ${request.method} ${path}` });
  });
  if (appDir && existsSync(appDir)) await serveAppFiles(app, appDir);
  return app;
}
