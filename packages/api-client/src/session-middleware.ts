/**
 * docs/product/workflows.md "Session": every request carries the bearer token; a 401 is retried
 * once after a token refresh; with no refresh token, a failed refresh or a second 401, both tokens
 * are cleared and the app is told the session has expired.
 */
import { AUTH_MESSAGES } from '@plotline/domain';
import type { Middleware } from 'openapi-fetch';
import { SessionRefreshError, type SessionRefresher } from './session-refresher';
import type { TokenStore } from './token-store';

/** Their 401 means wrong credentials or a dead refresh token, not an expired access token. */
const NO_REFRESH_PATHS = new Set(['/auth/login', '/auth/register', '/auth/refresh']);

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

  // A 401 that lands after another request already renewed the session needs no new refresh:
  // the refresh token it would present has been rotated away.
  async function freshAccessToken(sent: Request): Promise<string> {
    const current = tokens.accessToken();
    if (current && sent.headers.get('Authorization') !== `Bearer ${current}`) return current;
    return (await refresh()).accessToken;
  }

  function expire(reason: string): void {
    tokens.clear();
    onSessionExpired(reason);
  }

  return {
    onRequest({ request, schemaPath, id }) {
      const authorised = withBearer(request, tokens.accessToken());
      if (!NO_REFRESH_PATHS.has(schemaPath)) replays.set(id, authorised.clone());
      return authorised;
    },

    async onResponse({ response, id }) {
      const replay = replays.get(id);
      replays.delete(id);
      if (response.status !== 401 || !replay) return response;
      try {
        const accessToken = await freshAccessToken(replay);
        const retried = await options.fetch(withBearer(replay, accessToken));
        if (retried.status === 401) expire(AUTH_MESSAGES.sessionExpired);
        return retried;
      } catch (error) {
        if (!(error instanceof SessionRefreshError)) throw error;
        expire(error.message);
        return response;
      }
    },

    onError({ id }) {
      replays.delete(id);
    },
  };
}
