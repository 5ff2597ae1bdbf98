import type { AppApi } from '../api';

type LogOutApi = Pick<AppApi, 'POST' | 'tokens'>;

/**
 * Ends the session on the server with the refresh token and always forgets both tokens
 * (docs/product/workflows.md). Resolves whether the server confirmed; a failure changes only the
 * toast.
 */
export async function logOut(api: LogOutApi): Promise<boolean> {
  const refreshToken = api.tokens.refreshToken();
  try {
    // Without a refresh token there is no server session this browser could end.
    if (!refreshToken) return true;
    const { response } = await api.POST('/auth/logout', { body: { refreshToken } });
    return response.ok;
  } catch {
    return false;
  } finally {
    api.tokens.clear();
  }
}
