/** The app's one API client: the session rules live in it, so every request shares one session. */
import {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type SessionExpiredHandler,
} from '@plotline/api-client';

export type AppApi = ApiClient & {
  /**
   * The client is created before React renders, so whoever holds the session (AuthProvider)
   * subscribes here to hear that it expired. Returns the unsubscribe.
   */
  onSessionExpired: (listener: SessionExpiredHandler) => () => void;
};

export function createAppApi(options: Omit<ApiClientOptions, 'onSessionExpired'> = {}): AppApi {
  const listeners = new Set<SessionExpiredHandler>();
  const client = createApiClient({
    baseUrl: '/api',
    ...options,
    onSessionExpired: (reason) => listeners.forEach((listener) => listener(reason)),
  });
  return Object.assign(client, {
    onSessionExpired(listener: SessionExpiredHandler) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  });
}

export const api = createAppApi();
