/**
 * One refresh at a time: when ten requests get 401 together they all wait on the same
 * POST /auth/refresh, because a refresh token is single-use (the server rotates it) and a
 * second concurrent refresh would present a spent token and end the session.
 */
import { AUTH_MESSAGES } from '@plotline/domain';
import type { components } from './schema';
import type { TokenStore } from './token-store';

type RefreshResponse = components['schemas']['RefreshResponse'];

export class SessionRefreshError extends Error {
  override name = 'SessionRefreshError';
}

export type SessionRefresher = () => Promise<RefreshResponse>;

export function createSessionRefresher(options: {
  refreshUrl: string;
  tokens: TokenStore;
  fetch: (input: Request) => Promise<Response>;
}): SessionRefresher {
  const { refreshUrl, tokens } = options;
  let inFlight: Promise<RefreshResponse> | null = null;

  async function refresh(): Promise<RefreshResponse> {
    const refreshToken = tokens.refreshToken();
    if (!refreshToken) throw new SessionRefreshError(AUTH_MESSAGES.noRefreshToken);
    let response: Response;
    try {
      response = await options.fetch(
        new Request(refreshUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ refreshToken }),
        }),
      );
    } catch {
      throw new SessionRefreshError(AUTH_MESSAGES.tokenRefreshFailed);
    }
    if (!response.ok) throw new SessionRefreshError(AUTH_MESSAGES.tokenRefreshFailed);
    const body = (await response.json()) as RefreshResponse;
    tokens.save(body);
    return body;
  }

  return () => {
    inFlight ??= refresh().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
