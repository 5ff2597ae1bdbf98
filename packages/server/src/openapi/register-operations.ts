/**
 * Serves every operation of openapi.yaml under /api: checks the caller's access as it is now
 * (the operation's x-permission and the access policy), validates params, query and body against
 * the contract, then hands over to the operation's handler: as an access change when it is one
 * (administration/no-escalation.ts), recording the change in the audit trail when the operation
 * is marked `x-audit`. Its JSON answer withholds what the caller may not read
 * (access/field-groups.ts) and is written by the serializer Fastify builds from the contract's
 * response schema.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isValid, SESSION_MESSAGES } from '@plotline/domain';
import { planOf, shownTo, type Plan } from '../access/field-groups';
import { permissionsNeeded, refuseUnlessAllowed } from '../access/operation-gate';
import { SIGN_IN_MESSAGES } from '../auth/messages';
import type { CallerAccess } from '../auth/caller-access';
import { recordedChange, type Answer } from '../audit/recorded-change';
import type { SignedInUser } from '../auth/signed-in-user';
import type { Database } from '../db/database';
import type { AnyHandler, Handlers, OperationId, Services } from '../http/handler';
import { accountBlocked, badRequest, unauthorized } from '../http/http-error';
import { RowsToStream } from '../http/streamed-list';
import {
  ACCESS_CHANGING_OPERATIONS,
  accessTargetOf,
  changingAccess,
} from '../routes/administration/no-escalation';
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
  access: CallerAccess,
): Promise<SignedInUser | null> {
  if (operation.access.kind === 'public') return null;
  const header = request.headers.authorization ?? '';
  const token = /^Bearer (.+)$/.exec(header)?.[1];
  const session = token ? await services.accessTokens.verify(token, services.clock.now()) : null;
  if (!session) throw unauthorized();
  const caller = await access.callerOf(services.db, session);
  if (caller.kind === 'blocked') throw accountBlocked(SIGN_IN_MESSAGES.accountBlocked, 401);
  if (caller.kind === 'session-ended') throw unauthorized(SESSION_MESSAGES.sessionEnded);
  refuseUnlessAllowed(caller.user, operation.operationId, permissionsNeeded(operation.access));
  return caller.user;
}

/** Each JSON success answer's plan of what to withhold, by status. */
function answerPlans(operation: ContractOperation): Map<number, Plan | null> {
  return new Map(
    Object.entries(operation.jsonResponses).map(([status, response]) => [
      Number(status),
      planOf(response.content['application/json'].schema as never),
    ]),
  );
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
  access: CallerAccess,
): void {
  app.addSchema(CONTRACT_SCHEMA);
  for (const operation of CONTRACT_OPERATIONS) {
    const handler = handlers[operation.operationId as OperationId] as AnyHandler | undefined;
    if (!handler) continue;
    const plans = answerPlans(operation);
    const changesAccess = ACCESS_CHANGING_OPERATIONS.has(operation.operationId);
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
        const run = (scope: Services): Promise<Answer> =>
          audit
            ? recordedChange({
                operationId,
                mark: audit,
                services: scope,
                handlers,
                user,
                params,
                body,
                change,
              })
            : change(scope);
        const answer = await (changesAccess && user
          ? services.db.transaction((tx) =>
              changingAccess(tx, user.id, accessTargetOf(operation, params), () =>
                run({ ...services, db: tx as unknown as Database }),
              ),
            )
          : run(services));
        reply.code(answer.status);
        if (answer.headers) reply.headers(answer.headers);
        if (answer.status === 204 || answer.body === undefined) return reply.send();
        const plan = plans.get(answer.status) ?? null;
        if (answer.body instanceof RowsToStream) {
          return reply.send(answer.body.stream((row) => shownTo(user, plan?.items ?? null, row)));
        }
        // A CSV export or the change stream: they ask the access policy as they write.
        if (answer.body instanceof Readable) return reply.send(answer.body);
        return reply.send(shownTo(user, plan, answer.body));
      },
    });
  }
}
