/** The Plotline API as a Fastify instance: the contract's operations, its docs, and the app. */
import { existsSync } from 'node:fs';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { callerAccess, type CallerAccess } from './auth/caller-access';
import { APP_PAGE_CACHE_CONTROL, isDotfilePath, serveAppFiles } from './http/app-files';
import { answerWhileClosing } from './http/closing';
import { allowCrossOrigin } from './http/cross-origin';
import { REQUEST_BODY_LIMIT_BYTES } from './http/body-limit';
import { handleError } from './http/error-handler';
import { readJsonBodies } from './http/json-body';
import type { Handlers, Services } from './http/handler';
import { notFound } from './http/http-error';
import { routedPath } from './http/request-path';
import { addSecurityHeaders, API_DOCS_PREFIX } from './http/security-headers';
import { addServerTiming } from './http/server-timing';
import { logSessionEvents } from './http/session-events';
import type { ListenToChannel } from './db/database';
import { changeHub, type ChangeStreamLimits } from './live/change-hub';
import { isStorybookPath, serveStorybook, storybookPolicy } from './http/storybook-files';
import { OPENAPI_DOCUMENT } from './openapi/contract';
import { API_PREFIX, registerOperations } from './openapi/register-operations';
import { HANDLERS } from './routes';
import { enterTestMode } from './test-mode/test-mode';
import { logLabelledStatements } from './db/statement-log';

export type AppOptions = Omit<Services, 'changes'> & {
  handlers?: Handlers;
  /** The built browser app to serve at /, with client-side routes falling back to index.html. */
  appDir?: string | null;
  /** The built Storybook of @plotline/ui to serve under /storybook, when it exists. */
  storybookDir?: string | null;
  /** Fastify's logger: off, on (JSON lines to stdout), or its options, e.g. another stream. */
  logger?: FastifyServerOptions['logger'];
  /** Who a token's holder is now, with their permissions kept while the access stamp holds. */
  access?: CallerAccess;
  /**
   * The database's listener (OpenDatabase's listen), which hears every change as it commits on
   * any server instance; without it, a change stream answers what it replays and ends.
   */
  listen?: ListenToChannel | null;
  /** The change streams' limits, which a test may shorten (the domain's CHANGE_STREAM). */
  changeStreamLimits?: Partial<ChangeStreamLimits>;
};

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const {
    handlers = HANDLERS,
    appDir = null,
    storybookDir = null,
    logger = false,
    access = callerAccess(),
    listen = null,
    changeStreamLimits,
    ...settings
  } = options;
  const app = Fastify({
    logger,
    bodyLimit: REQUEST_BODY_LIMIT_BYTES,
    trustProxy: settings.config.trustProxy,
    // answerWhileClosing answers instead, in the API's error shape.
    return503OnClosing: false,
  });
  app.setErrorHandler(handleError);
  // Before any plugin, whose routes inherit the parsers the app has when it is registered.
  readJsonBodies(app);
  addServerTiming(app);
  if (settings.config.statementsLog) logLabelledStatements(app, settings.config.statementsLog);
  answerWhileClosing(app);
  const storybook = storybookDir && existsSync(storybookDir) ? storybookDir : null;
  // Before any plugin, so the API reference's and the app files' answers carry them too.
  addSecurityHeaders(app, settings.config, storybook && storybookPolicy(storybook));
  allowCrossOrigin(app, settings.config);
  logSessionEvents(app);
  const changes = await changeHub({ listen, access, log: app.log, limits: changeStreamLimits });
  // Before the server waits for its connections to end: open change streams would never end.
  app.addHook('preClose', () => changes.close());
  const services: Services = { ...settings, changes };

  await app.register(fastifySwagger, {
    mode: 'static',
    specification: { document: OPENAPI_DOCUMENT as never },
  });
  await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PREFIX });

  registerOperations(app, handlers, services, access);
  if (services.config.testMode) enterTestMode(app, services, access);

  app.setNotFoundHandler((request, reply) => {
    const path = routedPath(request.url);
    const isAppPage =
      !path.startsWith(API_PREFIX) && !isStorybookPath(path) && !isDotfilePath(path);
    if (appDir && request.method === 'GET' && isAppPage) {
      return reply.header('Cache-Control', APP_PAGE_CACHE_CONTROL).sendFile('index.html');
    }
    throw notFound(`No such endpoint: ${request.method} ${path}`);
  });
  if (appDir && existsSync(appDir)) await serveAppFiles(app, appDir);
  if (storybook) await serveStorybook(app, storybook);
  return app;
}
