/**
 * What an operation's handler receives and returns, typed from openapi.yaml through the
 * generated `operations`: the router has validated params, query and body against the
 * contract before a handler runs.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { operations } from '@plotline/api-client/schema';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { Clock } from './clock';
import type { AccessTokens } from '../auth/access-tokens';
import type { SignedInUser } from '../auth/signed-in-user';
import type { ChangeHub } from '../live/change-hub';

export type OperationId = keyof operations;

type Operation<K extends OperationId> = operations[K];
type PathParams<K extends OperationId> = Operation<K>['parameters'] extends { path: infer P }
  ? P
  : never;
type QueryParams<K extends OperationId> = Operation<K>['parameters'] extends { query?: infer Q }
  ? NonNullable<Q>
  : never;
type RequestBody<K extends OperationId> =
  Operation<K> extends {
    requestBody: { content: { 'application/json': infer B } };
  }
    ? B
    : Operation<K> extends { requestBody?: { content: { 'application/json': infer B } } }
      ? B | undefined
      : undefined;

type SuccessStatus = 200 | 201 | 202 | 204;
type ResponseBody<R> = R extends { content: { 'application/json': infer B } }
  ? B
  : R extends { content: { 'text/csv': infer T } }
    ? T
    : R extends { content: { 'text/event-stream': infer T } }
      ? T
      : R extends { content: { 'application/pdf': unknown } }
        ? Buffer
        : undefined;

declare const streamedBody: unique symbol;

/**
 * A body written to the client while the database is still being read, for answers too long to
 * hold in memory; the router sends it as it comes, past Fastify's serializer.
 */
export type Streamed<B> = Readable & { readonly [streamedBody]: B };

/** One of the operation's declared success answers. */
export type Reply<K extends OperationId> = {
  [S in Extract<keyof Operation<K>['responses'], SuccessStatus>]: {
    status: S;
    body:
      | ResponseBody<Operation<K>['responses'][S]>
      | Streamed<ResponseBody<Operation<K>['responses'][S]>>;
    headers?: Record<string, string>;
  };
}[Extract<keyof Operation<K>['responses'], SuccessStatus>];

export type Services = {
  db: Database;
  config: ServerConfig;
  clock: Clock;
  accessTokens: AccessTokens;
  /** The changes the audit trail records as they commit, on any server instance. */
  changes: ChangeHub;
};

export type HandlerContext<K extends OperationId> = Services & {
  params: PathParams<K>;
  query: QueryParams<K>;
  body: RequestBody<K>;
  /** The signed-in caller; null only on public operations. */
  user: SignedInUser | null;
  /** The caller's address, for throttling. */
  ip: string;
  /** The request's headers, for a header parameter of the contract (the router checks none). */
  headers: IncomingHttpHeaders;
};

export type Handler<K extends OperationId> = (context: HandlerContext<K>) => Promise<Reply<K>>;

/** How the router sees any handler: it only forwards what the contract has already checked. */
export type AnyHandler = (
  context: Services & {
    params: never;
    query: never;
    body: never;
    user: SignedInUser | null;
    ip: string;
    headers: IncomingHttpHeaders;
  },
) => Promise<{ status: number; body?: unknown; headers?: Record<string, string> }>;

/** A feature's handlers, keyed by operationId. */
export type Handlers = { [K in OperationId]?: Handler<K> };

/** The signed-in caller of an operation that requires one. */
export function signedIn(user: SignedInUser | null): SignedInUser {
  if (!user) throw new Error('The router lets no anonymous caller through to this operation');
  return user;
}
