/** What the Verifier's proxy does to each request before the server sees it. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AccessTokens } from '../../src/auth/access-tokens';
import type { ProviderWorld } from './provider-world';
import type { SetupFailures } from './setup-failures';
import { realAuthorization } from './tokens';

/** Where pact-js's proxy (its private stateSetupPath) takes the verifier's state changes. */
const STATE_CHANGE_PATH = '/_pactSetup';

/**
 * pact-js's proxy forwards every request with a body stream, so a bodyless POST from the
 * verifier would reach the server chunked and without a content type, which no real client
 * sends. Saying the body is empty forwards the request as the verifier made it.
 */
function markEmptyBody(request: IncomingMessage): void {
  const { headers } = request;
  if (headers['content-length'] === undefined && headers['transfer-encoding'] === undefined) {
    headers['content-length'] = '0';
  }
}

/** Answers in the contract's error shape, so the verifier shows the reason as a body mismatch. */
function answerSetupFailure(response: ServerResponse, failure: string): void {
  response.statusCode = 500;
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({ message: failure }));
}

/**
 * An express-style request filter: an interaction whose states failed is answered with the
 * failure; otherwise placeholder tokens become real ones and bodyless requests stay bodyless.
 */
export function requestFilterFor(
  world: ProviderWorld,
  tokens: AccessTokens,
  failures: SetupFailures,
) {
  return (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
    const failure = failures.current();
    if (failure && !request.url?.startsWith(STATE_CHANGE_PATH)) {
      answerSetupFailure(response, failure);
      return;
    }
    markEmptyBody(request);
    realAuthorization(world, tokens, request.headers.authorization).then((authorization) => {
      if (authorization) request.headers.authorization = authorization;
      next();
    }, next);
  };
}
