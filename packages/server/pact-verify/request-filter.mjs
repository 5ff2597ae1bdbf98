// @ts-check
/** What pact-js's proxy does to each request of an interaction before the provider sees it. */

/** Where pact-js's proxy (its private stateSetupPath) takes the verifier's state changes. */
const STATE_CHANGE_PATH = '/_pactSetup';

/**
 * pact-js's proxy forwards every request with a body stream, so a bodyless POST from the
 * verifier would reach the provider chunked and without a content type, which no real client
 * sends. Saying the body is empty forwards the request as the verifier made it.
 */
function markEmptyBody(/** @type {import('node:http').IncomingMessage} */ request) {
  const { headers } = request;
  if (headers['content-length'] === undefined && headers['transfer-encoding'] === undefined) {
    headers['content-length'] = '0';
  }
}

/** Answers in the contract's error shape, so the verifier shows the reason as a body mismatch. */
function answerFailure(
  /** @type {import('node:http').ServerResponse} */ response,
  /** @type {string} */ failure,
) {
  response.statusCode = 500;
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({ message: failure }));
}

/**
 * An express-style request filter: an interaction whose setup failed is answered with the
 * failure; otherwise bodyless requests stay bodyless.
 * @param {import('./setup-failures.mjs').SetupFailures} failures
 */
export function requestFilterFor(failures) {
  return (
    /** @type {import('node:http').IncomingMessage} */ request,
    /** @type {import('node:http').ServerResponse} */ response,
    /** @type {(error?: unknown) => void} */ next,
  ) => {
    if (request.url?.startsWith(STATE_CHANGE_PATH)) return next();
    const failure = failures.current();
    if (failure) return answerFailure(response, failure);
    markEmptyBody(request);
    next();
  };
}
