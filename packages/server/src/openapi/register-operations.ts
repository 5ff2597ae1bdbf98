/**
 * Serves every operation of openapi.yaml under /api: checks the caller's access as the
 * operation's x-permission says, validates params, query and body against the contract, then
 * hands over to the operation's handler, recording the change in the audit trail when the
 * operation is marked `x-audit`; its JSON answer is written by the serializer Fastify builds from
 * the contract's response schema.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isValid } from '@plotline/domain';
import { SIGN_IN_MESSAGES } from '../auth/messages';
import type { AccessCache } from '../auth/access-cache';
import { recordedChange } from '../audit/recorded-change';
import { forgetChangedAccess } from '../auth/access-changes';
import type { SignedInUser } from '../auth/signed-in-user';
import type { AnyHandler, Handlers, OperationId, Services } from '../http/handler';
import { accountBlocked, badRequest, forbidden, unauthorized } from '../http/http-error';
import { CONTRACT_OPERATIONS, CONTRACT_SCHEMA, type ContractOperation } from './contract';
import { nulCharacterErrors } from './nul-characters';
import { validationErrors } from './validation-errors';

export const API_PREFIX = '/api';

const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** The operations openapi.yaml declares that no handler serves. */
export function missingHandlers(handlers: Handlers): string[] {
  return CONTRACT_OPERATIONS.map((op) => op.operationId).filter(
    (id) => !handlers[id as OperationId],
  );
}

async function callerOf(
  request: FastifyRequest,
  operation: ContractOperation,
  services: Services,
  access: AccessCache,
): Promise<SignedInUser | null> {
  if (operation.access.kind === 'public') return null;
  const header = request.headers.authorization ?? '';
  const token = /^Bearer (.+)$/.exec(header)?.[1];
  const userId = token ? await services.accessTokens.verify(token, services.clock.now()) : null;
  const user = userId ? await access.signedInUser(services.db, userId) : null;
  if (!user) throw unauthorized();
  if (!user.isActive) throw accountBlocked(SIGN_IN_MESSAGES.accountBlocked, 401);
  if (operation.access.kind === 'permission' && !user.permissions.has(operation.access.name)) {
    throw forbidden(`You need the ${operation.access.name} permission to do this`);
  }
  return user;
}

function validated(
  validate: (value: unknown) => boolean,
  errors: () => Parameters<typeof validationErrors>[0],
  value: unknown,
  what: string,
): void {
  const valid = validate(value);
  const fields = { ...(valid ? {} : validationErrors(errors())), ...nulCharacterErrors(value) };
  if (valid && isValid(fields)) return;
  const [first] = Object.values(fields);
  throw badRequest(first ? `Invalid ${what}: ${first}` : `Invalid ${what}`, fields);
}

export function registerOperations(
  app: FastifyInstance,
  handlers: Handlers,
  services: Services,
  access: AccessCache,
): void {
  app.addSchema(CONTRACT_SCHEMA);
  for (const operation of CONTRACT_OPERATIONS) {
    const handler = handlers[operation.operationId as OperationId] as AnyHandler | undefined;
    if (!handler) continue;
    app.route({
      method: operation.method,
      url: `${API_PREFIX}${fastifyPath(operation.path)}`,
      schema: { response: operation.jsonResponses },
      handler: async (request, reply) => {
        const user = await callerOf(request, operation, services, access);
        const params = { ...(request.params as object) };
        const query = { ...(request.query as object) };
        validated(operation.validateParams, () => operation.validateParams.errors, params, 'path');
        validated(operation.validateQuery, () => operation.validateQuery.errors, query, 'query');
        const body = request.body;
        if (operation.validateBody) {
          if (body === undefined || body === null) {
            if (operation.bodyRequired) throw badRequest('A request body is required');
          } else {
            const validateBody = operation.validateBody;
            validated(validateBody, () => validateBody.errors, body, 'request');
          }
        }
        const change = (scope: Services) =>
          handler({
            ...scope,
            params: params as never,
            query: query as never,
            body: body as never,
            user,
            ip: request.ip,
            headers: request.headers,
          });
        const { operationId, audit } = operation;
        const answer = await (
          audit
            ? recordedChange({ operationId, mark: audit, services, handlers, user, params, change })
            : change(services)
        ).finally(() => forgetChangedAccess(access, operationId, params));
        reply.code(answer.status);
        if (answer.headers) reply.headers(answer.headers);
        if (answer.status === 204 || answer.body === undefined) return reply.send();
        return reply.send(answer.body);
      },
    });
  }
}
