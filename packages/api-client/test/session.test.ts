import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createApiClient, type SessionExpiredHandler } from '../src';
import { createFakeApi, memoryStorage, type FakeApi } from './fake-api';

const baseUrl = 'http://plotline.test/api';

let api: FakeApi;
let storage: ReturnType<typeof memoryStorage>;
let onSessionExpired: Mock<SessionExpiredHandler>;

function client() {
  return createApiClient({ baseUrl, storage, fetch: api.fetch, onSessionExpired });
}

beforeEach(() => {
  api = createFakeApi();
  storage = memoryStorage({ accessToken: 'access-0', refreshToken: 'refresh-0' });
  onSessionExpired = vi.fn<SessionExpiredHandler>();
});

describe('the bearer token', () => {
  it('is read from storage for every request', async () => {
    const { response } = await client().GET('/projects');
    expect(response.status).toBe(200);
    expect(api.seen[0]?.headers.get('Authorization')).toBe('Bearer access-0');
  });

  it('is left out when nobody is signed in', async () => {
    storage.items.clear();
    await client().GET('/projects');
    expect(api.seen[0]?.headers.has('Authorization')).toBe(false);
  });
});

describe('a 401', () => {
  beforeEach(() => {
    api.validAccessToken = 'access-that-the-client-does-not-have';
  });

  it('is refreshed once and retried once, with the body intact', async () => {
    const body = { name: 'Green Acres', description: null, isActive: true };
    const { data, response } = await client().POST('/roles', { body });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ path: '/api/roles', method: 'POST', body });
    expect(api.refreshCalls()).toBe(1);
    expect(api.seen.at(-1)?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(storage.items.get('accessToken')).toBe('access-1');
    expect(storage.items.get('refreshToken')).toBe('refresh-1');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('sends the stored refresh token to POST /auth/refresh', async () => {
    await client().GET('/projects');
    const refresh = api.seen.find((r) => r.url.endsWith('/auth/refresh'));
    expect(await refresh?.json()).toEqual({ refreshToken: 'refresh-0' });
  });

  it('from ten parallel requests causes exactly one refresh', async () => {
    const apiClient = client();
    const answers = await Promise.all(Array.from({ length: 10 }, () => apiClient.GET('/projects')));
    expect(answers.map((a) => a.response.status)).toEqual(Array(10).fill(200));
    expect(api.refreshCalls()).toBe(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('that lands after another request renewed the session is retried without a refresh', async () => {
    const apiClient = client();
    await apiClient.GET('/projects');
    storage.items.set('accessToken', 'access-0');
    api.validAccessToken = 'access-1';
    // The client sent the old token, and meanwhile the session was renewed elsewhere.
    const late = apiClient.GET('/projects');
    storage.items.set('accessToken', 'access-1');
    const { response } = await late;
    expect(response.status).toBe(200);
    expect(api.refreshCalls()).toBe(1);
    expect(api.seen.slice(-2).map((r) => r.headers.get('Authorization'))).toEqual([
      'Bearer access-0',
      'Bearer access-1',
    ]);
  });

  it('without a refresh token clears the session: No refresh token available', async () => {
    storage.items.delete('refreshToken');
    const { response, error } = await client().GET('/projects');
    expect(response.status).toBe(401);
    expect(error).toEqual({ message: 'Not signed in' });
    expect(api.refreshCalls()).toBe(0);
    expect(storage.items.size).toBe(0);
    expect(onSessionExpired).toHaveBeenCalledExactlyOnceWith('No refresh token available');
  });

  it('whose refresh is refused clears the session: Token refresh failed', async () => {
    api.refreshStatus = 401;
    const { response } = await client().GET('/projects');
    expect(response.status).toBe(401);
    expect(storage.items.size).toBe(0);
    expect(onSessionExpired).toHaveBeenCalledExactlyOnceWith('Token refresh failed');
  });

  it('whose refresh cannot reach the server clears the session: Token refresh failed', async () => {
    const apiClient = createApiClient({
      baseUrl,
      storage,
      onSessionExpired,
      fetch: (request) =>
        request.url.endsWith('/auth/refresh')
          ? Promise.reject(new TypeError('fetch failed'))
          : api.fetch(request),
    });
    const { response } = await apiClient.GET('/projects');
    expect(response.status).toBe(401);
    expect(onSessionExpired).toHaveBeenCalledExactlyOnceWith('Token refresh failed');
  });

  it('again after the refresh clears the session, with no second refresh', async () => {
    api.refuseEveryToken = true;
    const { response } = await client().GET('/projects');
    expect(response.status).toBe(401);
    expect(api.refreshCalls()).toBe(1);
    expect(storage.items.size).toBe(0);
    expect(onSessionExpired).toHaveBeenCalledExactlyOnceWith(
      'Your session has expired. Please sign in again.',
    );
  });

  it('from login means wrong credentials: nothing is refreshed or cleared', async () => {
    const { response, error } = await client().POST('/auth/login', {
      body: { username: 'admin', password: 'wrong-password' },
    });
    expect(response.status).toBe(401);
    expect(error).toEqual({ message: 'Invalid username or password' });
    expect(api.refreshCalls()).toBe(0);
    expect(storage.items.get('refreshToken')).toBe('refresh-0');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('refreshSession', () => {
  it('renews the stored tokens and hands back the answer', async () => {
    const answer = await client().refreshSession();
    expect(answer.accessToken).toBe('access-1');
    expect(storage.items.get('refreshToken')).toBe('refresh-1');
  });

  it('fails with No refresh token available when there is none', async () => {
    storage.items.clear();
    await expect(client().refreshSession()).rejects.toThrow('No refresh token available');
  });

  it('fails with Token refresh failed when the server refuses', async () => {
    api.refreshStatus = 401;
    await expect(client().refreshSession()).rejects.toThrow('Token refresh failed');
  });
});

describe('a password change', () => {
  const body = {
    currentPassword: 'old-password',
    newPassword: 'new-password',
    confirmPassword: 'new-password',
  };

  it("keeps the new session's tokens as soon as its answer arrives", async () => {
    const { data, response } = await client().POST('/auth/change-password', { body });
    expect(response.status).toBe(200);
    expect(data?.user.passwordChangeRequired).toBe(false);
    expect(storage.items.get('accessToken')).toBe('access-1');
    expect(storage.items.get('refreshToken')).toBe('refresh-1');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('refused leaves the session as it was', async () => {
    const { error, response } = await client().POST('/auth/change-password', {
      body: { ...body, currentPassword: 'wrong' },
    });
    expect(response.status).toBe(400);
    expect(error?.errors).toEqual({ currentPassword: 'Current password is incorrect' });
    expect(storage.items.get('accessToken')).toBe('access-0');
    expect(storage.items.get('refreshToken')).toBe('refresh-0');
  });

  it('ends the session under way: a request refused meanwhile waits for the new one', async () => {
    let answer = () => {};
    api.passwordChangeAnswered = new Promise((resolve) => (answer = resolve));
    const apiClient = client();
    const changing = apiClient.POST('/auth/change-password', { body });
    // The server has ended the old session; its answer has not arrived yet.
    await vi.waitFor(() => expect(api.validAccessToken).toBe('access-1'), { interval: 1 });
    const projects = apiClient.GET('/projects');
    const sent = () => api.seen.some((request) => request.url.endsWith('/projects'));
    await vi.waitFor(() => expect(sent()).toBe(true), { interval: 1 });
    answer();
    const { response } = await projects;
    expect(response.status).toBe(200);
    expect((await changing).response.status).toBe(200);
    expect(api.refreshCalls()).toBe(0);
    expect(api.seen.at(-1)?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('sent with an expired token is refreshed, retried and keeps the tokens it answers', async () => {
    api.validAccessToken = 'access-that-the-client-does-not-have';
    const { response } = await client().POST('/auth/change-password', { body });
    expect(response.status).toBe(200);
    expect(api.refreshCalls()).toBe(1);
    expect(storage.items.get('accessToken')).toBe('access-2');
    expect(storage.items.get('refreshToken')).toBe('refresh-2');
  });
});
