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
  /**
   * Hears every 403: the signed-in user may have lost a permission since the app last asked who
   * they are. Returns the unsubscribe.
   */
  onAccessRefused: (listener: () => void) => () => void;
};

/** A listener set whose `add` returns the unsubscribe. */
function listenerSet<Listener extends (...args: never[]) => void>() {
  const listeners = new Set<Listener>();
  return {
    add(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify: (...args: Parameters<Listener>) => listeners.forEach((listener) => listener(...args)),
  };
}

export function createAppApi(options: Omit<ApiClientOptions, 'onSessionExpired'> = {}): AppApi {
  const expiry = listenerSet<SessionExpiredHandler>();
  const refusals = listenerSet<() => void>();
  const client = createApiClient({ baseUrl: '/api', ...options, onSessionExpired: expiry.notify });
  client.use({
    onResponse({ response }) {
      if (response.status === 403) refusals.notify();
    },
  });
  return Object.assign(client, { onSessionExpired: expiry.add, onAccessRefused: refusals.add });
}

export const api = createAppApi();
