import { describe, expect, it } from 'vitest';
import { fakeApi, json, networkDown } from '../../test/fake-api';
import { logOut } from './log-out';

const stored = { accessToken: 'access', refreshToken: 'refresh' };

describe('logOut', () => {
  it('sends the refresh token and forgets both tokens', async () => {
    let body: unknown;
    const { api, storage } = fakeApi(
      {
        'POST /auth/logout': async (request) => {
          body = await request.json();
          return json(204);
        },
      },
      stored,
    );
    expect(await logOut(api)).toBe(true);
    expect(body).toEqual({ refreshToken: 'refresh' });
    expect(storage.size).toBe(0);
  });

  it.each([
    ['an error answer', () => json(400, { message: 'Bad request' })],
    ['no answer', networkDown],
  ])('forgets both tokens after %s, and says the call failed', async (_, answer) => {
    const { api, storage } = fakeApi({ 'POST /auth/logout': answer }, stored);
    expect(await logOut(api)).toBe(false);
    expect(storage.size).toBe(0);
  });
});
