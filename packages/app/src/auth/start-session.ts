/**
 * What the app does with a stored session on start (docs/product/workflows.md): with both tokens it
 * asks for the current user; if that fails it tries a refresh; if that fails too it signs out. With
 * no stored tokens there is nothing to check.
 */
import type { User } from '@plotline/api-client';
import type { AppApi } from '../api';
import type { AuthAction, Session } from './auth-state';

type SessionApi = Pick<AppApi, 'GET' | 'tokens' | 'refreshSession'>;

/** The signed-in user as the server knows them now; null without an answer. */
export async function signedInUserNow(api: Pick<AppApi, 'GET'>): Promise<User | null> {
  try {
    const { data } = await api.GET('/auth/me');
    return data ?? null;
  } catch {
    // No answer at all (server down, offline) fails the check like an error answer does.
    return null;
  }
}

/** The tokens are read back after each call: the client may have rotated them on a 401. */
function storedSession(api: SessionApi, user: User | null): Session | null {
  const token = api.tokens.accessToken();
  const refreshToken = api.tokens.refreshToken();
  return user && token && refreshToken ? { user, token, refreshToken } : null;
}

async function refreshedUser(api: SessionApi): Promise<User | null> {
  try {
    const { user } = await api.refreshSession();
    // The refresh answer may leave the user out; the new token can still fetch it.
    return user ?? (await signedInUserNow(api));
  } catch {
    return null;
  }
}

export async function startSession(api: SessionApi): Promise<AuthAction> {
  if (!api.tokens.accessToken() || !api.tokens.refreshToken()) return { type: 'loading-end' };

  const restored = storedSession(api, await signedInUserNow(api));
  if (restored) return { type: 'session-restored', session: restored };

  const refreshed = storedSession(api, await refreshedUser(api));
  if (refreshed) return { type: 'refresh-success', session: refreshed };

  // The refresh token was just refused, so there is no server session left to end: clearing the
  // stored tokens is the whole of this sign-out, without the server call or the toast of logout().
  api.tokens.clear();
  return { type: 'logout' };
}
