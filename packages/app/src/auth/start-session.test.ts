import { describe, expect, it } from 'vitest';
import { fakeApi, json, networkDown, user } from '../../test/fake-api';
import { startSession } from './start-session';

const stored = { accessToken: 'old-access', refreshToken: 'old-refresh' };
const renewed = { accessToken: 'new-access', refreshToken: 'new-refresh' };
const asha = user(['bookings.view']);

describe('startSession', () => {
  it('restores the session when /auth/me answers with the user', async () => {
    const { api, calls } = fakeApi({ 'GET /auth/me': () => json(200, asha) }, stored);
    expect(await startSession(api)).toEqual({
      type: 'session-restored',
      session: { user: asha, token: 'old-access', refreshToken: 'old-refresh' },
    });
    expect(calls).toEqual(['GET /auth/me']);
  });

  it('refreshes when /auth/me fails, and keeps the new tokens', async () => {
    const { api, calls } = fakeApi(
      {
        'GET /auth/me': () => json(500, { message: 'Boom' }),
        'POST /auth/refresh': () => json(200, { ...renewed, user: asha }),
      },
      stored,
    );
    expect(await startSession(api)).toEqual({
      type: 'refresh-success',
      session: { user: asha, token: 'new-access', refreshToken: 'new-refresh' },
    });
    expect(calls).toEqual(['GET /auth/me', 'POST /auth/refresh']);
    expect(api.tokens.accessToken()).toBe('new-access');
  });

  it('asks for the user again when the refresh answer leaves it out', async () => {
    let meCalls = 0;
    const { api } = fakeApi(
      {
        'GET /auth/me': () => (++meCalls === 1 ? networkDown() : json(200, asha)),
        'POST /auth/refresh': () => json(200, renewed),
      },
      stored,
    );
    expect(await startSession(api)).toMatchObject({ type: 'refresh-success' });
  });

  it('logs out and forgets both tokens when the refresh fails too', async () => {
    const { api, storage } = fakeApi(
      {
        'GET /auth/me': () => json(500, { message: 'Boom' }),
        'POST /auth/refresh': () => json(401, { message: 'Invalid refresh token' }),
      },
      stored,
    );
    expect(await startSession(api)).toEqual({ type: 'logout' });
    expect(storage.size).toBe(0);
  });

  it('ends loading without a call when no tokens are stored', async () => {
    const { api, calls } = fakeApi({});
    expect(await startSession(api)).toEqual({ type: 'loading-end' });
    expect(calls).toEqual([]);
  });

  it('ends loading without a call when only one token is stored', async () => {
    const { api, calls, storage } = fakeApi({}, stored);
    storage.delete('accessToken');
    expect(await startSession(api)).toEqual({ type: 'loading-end' });
    expect(calls).toEqual([]);
  });
});
