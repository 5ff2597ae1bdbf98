/**
 * One consumer expectation of the API: the provider state it needs, the request the real
 * api-client sends, the answer it relies on, and how the client is driven to send it.
 */
import type { ApiClient } from '../../src';

/**
 * Who the request is sent as. A signed-in caller is a provider state whose setup answers the
 * user's access token, which the verifier writes into the request (run-contract-case.ts);
 * `expired` is sent as it is and must be refused.
 *  - admin: the seeded `admin`, holding every permission
 *  - staff: a signed-in user with no roles, so no permissions
 *  - expired: an access token the server no longer accepts
 *  - none: nobody is signed in
 */
export type Caller = 'admin' | 'staff' | 'expired' | 'none';

export type ProviderState = string | { name: string; params: Record<string, unknown> };

export type ExpectedRequest = {
  /** The concrete path sent, under /api; it must fit the operation's path template. */
  path: string;
  query?: Record<string, string | string[]>;
  /** Header parameters of the operation (Last-Event-ID), beside the Authorization the caller sends. */
  headers?: Record<string, string>;
  /** Pact matchers allowed; the reified body must satisfy openapi.yaml's request schema. */
  body?: unknown;
};

export type ExpectedResponse = {
  status: number;
  /** Defaults to application/json when there is a body. */
  mediaType?: string;
  /**
   * Pact matchers allowed; the reified body must satisfy openapi.yaml's response schema. A body
   * of another media type than JSON or text (a PDF) is the example the mock server serves; the
   * pact holds only its content type.
   */
  body?: unknown;
};

export type ClientResult = { response: Response; data?: unknown; error?: unknown };

export type ContractInteraction = {
  operationId: string;
  /** Says what this interaction is about; unique across the contract. */
  description: string;
  states: ProviderState[];
  caller?: Caller;
  request: ExpectedRequest;
  response: ExpectedResponse;
};

export type ContractCase = ContractInteraction & {
  /** Drives the real api-client to send the request; returns what openapi-fetch gave back. */
  send: (client: ApiClient) => Promise<ClientResult>;
  /** What the product relies on in the answer, checked on what the client read. */
  check?: (result: ClientResult) => void;
  /** Other interactions the same call makes, in order (the refresh and retry after a 401). */
  alsoSends?: ContractInteraction[];
};
