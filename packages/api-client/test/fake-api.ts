/**
 * A stand-in for the API in the session tests: it accepts one current access token, rotates
 * refresh tokens like the real server, and records every request it sees.
 */
export type FakeApi = {
  fetch: (request: Request) => Promise<Response>;
  seen: Request[];
  refreshCalls: () => number;
  /** The access token the API accepts right now. */
  validAccessToken: string;
  /** When set, POST /auth/refresh answers with this status instead of new tokens. */
  refreshStatus: number | null;
  /** When true, even a freshly refreshed token is refused. */
  refuseEveryToken: boolean;
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function createFakeApi(): FakeApi {
  let generation = 0;
  const api: FakeApi = {
    seen: [],
    validAccessToken: 'access-0',
    refreshStatus: null,
    refuseEveryToken: false,
    refreshCalls: () =>
      api.seen.filter((r) => new URL(r.url).pathname === '/api/auth/refresh').length,
    async fetch(request) {
      api.seen.push(request.clone());
      const path = new URL(request.url).pathname;
      if (path === '/api/auth/refresh') {
        // Let concurrent callers pile up before answering, as a real network would.
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (api.refreshStatus !== null)
          return json(api.refreshStatus, { message: 'Invalid refresh token' });
        generation += 1;
        api.validAccessToken = `access-${generation}`;
        return json(200, {
          accessToken: api.validAccessToken,
          refreshToken: `refresh-${generation}`,
        });
      }
      if (path === '/api/auth/login') return json(401, { message: 'Invalid username or password' });
      const authorised = request.headers.get('Authorization') === `Bearer ${api.validAccessToken}`;
      if (!authorised || api.refuseEveryToken) return json(401, { message: 'Not signed in' });
      const body = request.method === 'GET' ? null : await request.json();
      return json(200, { path, method: request.method, body });
    },
  };
  return api;
}

export function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}
