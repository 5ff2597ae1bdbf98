/** The typed client every Plotline screen and tool talks to the API through. */
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema';
import { createSessionRefresher, type SessionRefresher } from './session-refresher';
import { sessionMiddleware, type SessionExpiredHandler } from './session-middleware';
import { createTokenStore, type TokenStorage, type TokenStore } from './token-store';

export type ApiClientOptions = {
  /** Where the API lives; the browser app serves it beside itself at /api. */
  baseUrl?: string;
  /** Where the session tokens are kept; the browser's localStorage unless told otherwise. */
  storage?: TokenStorage;
  /** Called once the session cannot be renewed; the tokens are already cleared by then. */
  onSessionExpired?: SessionExpiredHandler;
  fetch?: (input: Request) => Promise<Response>;
};

export type ApiClient = Client<paths> & {
  tokens: TokenStore;
  /** Renews the session with the stored refresh token (one call however many ask at once). */
  refreshSession: SessionRefresher;
};

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '/api').replace(/\/$/, '');
  const fetch = options.fetch ?? ((input: Request) => globalThis.fetch(input));
  const tokens = createTokenStore(options.storage ?? globalThis.localStorage);
  const refreshSession = createSessionRefresher({
    refreshUrl: `${baseUrl}/auth/refresh`,
    tokens,
    fetch,
  });
  const client = createClient<paths>({ baseUrl, fetch });
  client.use(
    sessionMiddleware({
      tokens,
      refresh: refreshSession,
      fetch,
      onSessionExpired: options.onSessionExpired ?? (() => {}),
    }),
  );
  return Object.assign(client, { tokens, refreshSession });
}
