import type { User } from '../src';

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
  /** The refresh token the API accepts right now; a refresh or a password change rotates it. */
  validRefreshToken: string;
  /** When true, even a freshly refreshed token is refused. */
  refuseEveryToken: boolean;
  /** The password POST /auth/change-password takes as the current one. */
  currentPassword: string;
  /** A password change's answer waits for it, the old sessions already ended. */
  passwordChangeAnswered: Promise<void>;
};

/** Who changes their password; the session tests read only the tokens around it. */
const signedInUser: User = {
  id: 1,
  username: 'admin',
  email: 'admin@plotline.local',
  firstName: 'Plotline',
  lastName: 'Admin',
  phoneNumber: null,
  isActive: true,
  awaitingApproval: false,
  passwordChangeRequired: false,
  roles: ['Admin'],
  permissions: [],
  lastLoginAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function createFakeApi(): FakeApi {
  let generation = 0;
  // A new session, as a refresh or a password change starts it: the tokens before it are dead.
  const nextSession = () => {
    generation += 1;
    api.validAccessToken = `access-${generation}`;
    api.validRefreshToken = `refresh-${generation}`;
    return { accessToken: api.validAccessToken, refreshToken: api.validRefreshToken };
  };
  const api: FakeApi = {
    seen: [],
    validAccessToken: 'access-0',
    validRefreshToken: 'refresh-0',
    refreshStatus: null,
    refuseEveryToken: false,
    currentPassword: 'old-password',
    passwordChangeAnswered: Promise.resolve(),
    refreshCalls: () =>
      api.seen.filter((r) => new URL(r.url).pathname === '/api/auth/refresh').length,
    async fetch(request) {
      api.seen.push(request.clone());
      const path = new URL(request.url).pathname;
      if (path === '/api/auth/refresh') {
        // Let concurrent callers pile up before answering, as a real network would.
        await new Promise((resolve) => setTimeout(resolve, 5));
        const { refreshToken } = (await request.json()) as { refreshToken: string };
        if (api.refreshStatus !== null || refreshToken !== api.validRefreshToken)
          return json(api.refreshStatus ?? 401, { message: 'Invalid refresh token' });
        return json(200, nextSession());
      }
      if (path === '/api/auth/login') return json(401, { message: 'Invalid username or password' });
      const authorised = request.headers.get('Authorization') === `Bearer ${api.validAccessToken}`;
      if (!authorised || api.refuseEveryToken) return json(401, { message: 'Not signed in' });
      if (path === '/api/auth/change-password') {
        const { currentPassword } = (await request.json()) as { currentPassword: string };
        if (currentPassword !== api.currentPassword) {
          const message = 'Current password is incorrect';
          return json(400, { message, errors: { currentPassword: message } });
        }
        const session = nextSession();
        await api.passwordChangeAnswered;
        return json(200, { ...session, user: signedInUser });
      }
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
