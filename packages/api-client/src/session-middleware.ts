/**
 * docs/product/workflows.md "Session": every request carries the bearer token; a 401 is retried
 * once after a token refresh; with no refresh token, a failed refresh or a second 401, both tokens
 * are cleared and the app is told the session has expired. A password change ends the session and
 * answers with a new one, whose tokens are kept here as soon as they arrive.
 */
import { AUTH_MESSAGES } from '@plotline/domain';
import type { Middleware } from 'openapi-fetch';
import type { components } from './schema';
import { SessionRefreshError, type SessionRefresher } from './session-refresher';
import type { TokenStore } from './token-store';

/** Their 401 means wrong credentials or a dead refresh token, not an expired access token. */
const NO_REFRESH_PATHS = new Set(['/auth/login', '/auth/register', '/auth/refresh']);

/**
 * Their success ends every session of the user and answers with the tokens of a new one
 * (openapi.yaml changeOwnPassword): the old refresh token is dead from the moment the server acts.
 */
const SESSION_RENEWING_PATHS = new Set(['/auth/change-password']);

type AuthResponse = components['schemas']['AuthResponse'];

type Renewal = { settled: Promise<void>; settle: () => void };

export type SessionExpiredHandler = (reason: string) => void;

function withBearer(request: Request, accessToken: string | null): Request {
  const headers = new Headers(request.headers);
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  else headers.delete('Authorization');
  return new Request(request, { headers });
}

export function sessionMiddleware(options: {
  tokens: TokenStore;
  refresh: SessionRefresher;
  fetch: (input: Request) => Promise<Response>;
  onSessionExpired: SessionExpiredHandler;
}): Middleware {
  const { tokens, refresh, onSessionExpired } = options;
  // A sent request's body is spent, so each keeps an unsent copy until its answer is in.
  const replays = new Map<string, Request>();
  // The password changes under way, by request id, each settled once its answer is handled.
  const renewals = new Map<string, Renewal>();

  // A request answered 401 while the password was being changed was refused because the change
  // ended the session: it waits for the new one, as a refresh now would present a dead token.
  async function renewedElsewhere(id: string): Promise<void> {
    const others = [...renewals].filter(([other]) => other !== id);
    await Promise.all(others.map(([, renewal]) => renewal.settled));
  }

  // A 401 that lands after another request already renewed the session needs no new refresh:
  // the refresh token it would present has been rotated away.
  async function freshAccessToken(sent: Request, id: string): Promise<string> {
    await renewedElsewhere(id);
    const current = tokens.accessToken();
    if (current && sent.headers.get('Authorization') !== `Bearer ${current}`) return current;
    return (await refresh()).accessToken;
  }

  async function retried(replay: Request, refused: Response, id: string): Promise<Response> {
    try {
      const accessToken = await freshAccessToken(replay, id);
      const answer = await options.fetch(withBearer(replay, accessToken));
      if (answer.status === 401) expire(AUTH_MESSAGES.sessionExpired);
      return answer;
    } catch (error) {
      if (!(error instanceof SessionRefreshError)) throw error;
      expire(error.message);
      return refused;
    }
  }

  async function keepRenewedSession(answer: Response): Promise<void> {
    if (answer.ok) tokens.save((await answer.clone().json()) as AuthResponse);
  }

  function startRenewal(id: string): void {
    let settle = () => {};
    const settled = new Promise<void>((resolve) => (settle = resolve));
    renewals.set(id, { settled, settle });
  }

  function settle(id: string): void {
    renewals.get(id)?.settle();
    renewals.delete(id);
  }

  function expire(reason: string): void {
    tokens.clear();
    onSessionExpired(reason);
  }

  return {
    onRequest({ request, schemaPath, id }) {
      const authorised = withBearer(request, tokens.accessToken());
      if (!NO_REFRESH_PATHS.has(schemaPath)) replays.set(id, authorised.clone());
      if (SESSION_RENEWING_PATHS.has(schemaPath)) startRenewal(id);
      return authorised;
    },

    async onResponse({ response, id }) {
      const replay = replays.get(id);
      replays.delete(id);
      const answer =
        response.status === 401 && replay ? await retried(replay, response, id) : response;
      if (!renewals.has(id)) return answer;
      try {
        await keepRenewedSession(answer);
      } finally {
        settle(id);
      }
      return answer;
    },

    onError({ id }) {
      replays.delete(id);
      settle(id);
    },
  };
}
