/** The app's real client over a fake network and an in-memory storage, for tests. */
import { SESSION_STORAGE_KEYS, type User } from '@plotline/api-client';
import { createAppApi } from '../src/api';

type Answer = (request: Request) => Response | Promise<Response>;

/** Answers by "METHOD /path" (under /api); anything else is a 404. */
export type FakeRoutes = Record<string, Answer>;

export function json(status: number, body?: unknown): Response {
  if (body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function networkDown(): never {
  throw new TypeError('Failed to fetch');
}

export const user = (permissions: string[] = []): User => ({
  id: 1,
  username: 'asha',
  email: 'asha@example.com',
  firstName: 'Asha',
  lastName: 'Rao',
  phoneNumber: null,
  isActive: true,
  awaitingApproval: false,
  passwordChangeRequired: false,
  roles: ['Manager'],
  permissions,
  lastLoginAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
});

export function fakeApi(
  routes: FakeRoutes,
  stored?: { accessToken: string; refreshToken: string },
) {
  const storage = new Map<string, string>();
  if (stored) {
    storage.set(SESSION_STORAGE_KEYS.accessToken, stored.accessToken);
    storage.set(SESSION_STORAGE_KEYS.refreshToken, stored.refreshToken);
  }
  const calls: string[] = [];
  const api = createAppApi({
    baseUrl: 'http://plotline.test/api',
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
    fetch: async (request) => {
      const route = `${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`;
      calls.push(route);
      const answer = routes[route];
      return answer ? answer(request) : json(404, { message: `No route ${route}` });
    },
  });
  return { api, calls, storage };
}
