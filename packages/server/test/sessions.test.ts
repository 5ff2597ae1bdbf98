import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, signInThrottle } from '../src/db/schema';
import { movableClock, type MovableClock } from './support/movable-clock';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from './support/test-server';

const NOW = new Date('2026-11-22T06:30:00Z');
const INVALID_REFRESH_TOKEN = { code: 'not_authenticated', message: 'Invalid refresh token' };
const TOO_MANY = 'Too many failed attempts. Please wait 30 seconds before trying again.';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: NOW });
});
afterAll(() => server.close());

type Session = { accessToken: string; refreshToken: string; authorization: string };

async function signIn(username: string, password = 'secret123'): Promise<Session> {
  const res = await server.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
  });
  expect(res.status).toBe(200);
  return { ...res.body, authorization: `Bearer ${res.body.accessToken}` };
}

const refresh = (refreshToken: string) =>
  server.request({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });

const me = (authorization: string) =>
  server.request({ method: 'GET', url: '/api/auth/me', headers: { authorization } });

describe('refresh rotation', () => {
  it('exchanges each refresh token once for new tokens of the same sign-in', async () => {
    const staff = await server.userWith(['projects.view'], 'rotation.user');
    const first = await signIn('rotation.user');

    const second = await refresh(first.refreshToken);
    expect(second.status).toBe(200);
    expect(second.body.refreshToken).not.toBe(first.refreshToken);
    expect(second.body.user).toMatchObject({
      id: staff.id,
      username: 'rotation.user',
      permissions: ['projects.view'],
    });
    expect((await me(`Bearer ${second.body.accessToken}`)).body.id).toBe(staff.id);

    const third = await refresh(second.body.refreshToken);
    expect(third.status).toBe(200);

    const rows = await server.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, staff.id));
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.familyId)).size).toBe(1);
    expect(rows.filter((row) => row.replacedAt === null)).toHaveLength(1);
    // 30 days from the refresh that issued it.
    const live = rows.find((row) => row.replacedAt === null);
    expect(live?.expiresAt.toISOString()).toBe('2026-12-22T06:30:00.000Z');
  });

  it('keeps only SHA-256 hashes of refresh tokens', async () => {
    await server.userWith([], 'hashed.user');
    const session = await signIn('hashed.user');
    const stored = await server.db
      .select({ tokenHash: refreshTokens.tokenHash })
      .from(refreshTokens)
      .where(
        eq(
          refreshTokens.tokenHash,
          createHash('sha256').update(session.refreshToken).digest('hex'),
        ),
      );
    expect(stored).toHaveLength(1);
    const raw = await server.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, session.refreshToken));
    expect(raw).toEqual([]);
  });

  it('revokes the whole sign-in when a replaced token is presented again', async () => {
    await server.userWith([], 'reuse.user');
    const stolen = await signIn('reuse.user');
    const elsewhere = await signIn('reuse.user');

    const owner = await refresh(stolen.refreshToken);
    expect(owner.status).toBe(200);

    // The thief replays the old copy: refused, and the owner's newer token dies with it.
    const replay = await refresh(stolen.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual(INVALID_REFRESH_TOKEN);
    expect((await refresh(owner.body.refreshToken)).status).toBe(401);

    // Another sign-in of the same user is a family of its own and lives on.
    expect((await refresh(elsewhere.refreshToken)).status).toBe(200);
  });

  it('refuses an unknown refresh token', async () => {
    const res = await refresh('no-such-refresh-token');
    expect(res.status).toBe(401);
    expect(res.body).toEqual(INVALID_REFRESH_TOKEN);
  });
});

describe('logout', () => {
  it('revokes the sign-in of the token sent', async () => {
    await server.userWith([], 'logout.user');
    const leaving = await signIn('logout.user');
    const staying = await signIn('logout.user');
    const res = await server.request({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: leaving.authorization },
      payload: { refreshToken: leaving.refreshToken },
    });
    expect(res.status).toBe(204);
    expect((await refresh(leaving.refreshToken)).status).toBe(401);
    expect((await refresh(staying.refreshToken)).status).toBe(200);
  });

  it("leaves another user's token alone", async () => {
    await server.userWith([], 'victim.user');
    const victim = await signIn('victim.user');
    const other = await server.userWith([], 'other.user');
    const res = await server.request({
      method: 'POST',
      url: '/api/auth/logout',
      headers: other.headers,
      payload: { refreshToken: victim.refreshToken },
    });
    expect(res.status).toBe(204);
    expect((await refresh(victim.refreshToken)).status).toBe(200);
  });

  it('refuses a caller without a token with 401', async () => {
    const res = await server.request({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: 'anything' },
    });
    expect(res.status).toBe(401);
  });
});

describe('revokeAllSessions', () => {
  it('revokes every sign-in of the caller and no one else', async () => {
    await server.userWith([], 'everywhere.user');
    await server.userWith([], 'bystander.user');
    const laptop = await signIn('everywhere.user');
    const phone = await signIn('everywhere.user');
    const bystander = await signIn('bystander.user');
    const res = await server.request({
      method: 'POST',
      url: '/api/auth/revoke-all',
      headers: { authorization: laptop.authorization },
    });
    expect(res.status).toBe(204);
    expect((await refresh(laptop.refreshToken)).status).toBe(401);
    expect((await refresh(phone.refreshToken)).status).toBe(401);
    expect((await refresh(bystander.refreshToken)).status).toBe(200);
  });

  it('refuses a caller without a token with 401', async () => {
    expect((await server.request({ method: 'POST', url: '/api/auth/revoke-all' })).status).toBe(
      401,
    );
  });
});

describe('blocking', () => {
  it('stops the access token at once, revokes the sessions and refuses sign-in', async () => {
    const staff = await server.userWith(['projects.view'], 'to.be.blocked');
    const session = await signIn('to.be.blocked');
    expect((await me(session.authorization)).status).toBe(200);

    const block = await server.request({
      method: 'POST',
      url: `/api/users/${staff.id}/block`,
      headers: await server.admin(),
    });
    expect(block.status).toBe(200);

    const stale = await me(session.authorization);
    expect(stale.status).toBe(401);
    expect(stale.body).toEqual({
      code: 'account_blocked',
      message: 'Your account has been blocked',
    });
    expect((await refresh(session.refreshToken)).status).toBe(401);
    const again = await server.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'to.be.blocked', password: 'secret123' },
    });
    expect(again.status).toBe(403);
    expect(again.body).toEqual({
      code: 'account_blocked',
      message: 'Your account has been blocked',
    });

    // Unblocked, the user signs in afresh; the old session stays revoked.
    await server.request({
      method: 'POST',
      url: `/api/users/${staff.id}/unblock`,
      headers: await server.admin(),
    });
    const afresh = await signIn('to.be.blocked');
    expect((await me(afresh.authorization)).status).toBe(200);
    expect((await refresh(session.refreshToken)).status).toBe(401);
  });

  it('is what updateUser does when isActive becomes false', async () => {
    const staff = await server.userWith([], 'edited.inactive');
    const session = await signIn('edited.inactive');
    const res = await server.request({
      method: 'PUT',
      url: `/api/users/${staff.id}`,
      headers: await server.admin(),
      payload: { username: 'edited.inactive', email: 'edited@plotline.test', isActive: false },
    });
    expect(res.status).toBe(200);
    expect(res.body.isActive).toBe(false);
    expect((await me(session.authorization)).status).toBe(401);
    expect((await refresh(session.refreshToken)).status).toBe(401);
  });
});

describe('revokeUserSessions', () => {
  const revoke = async (userId: number) =>
    server.request({
      method: 'POST',
      url: `/api/users/${userId}/revoke-sessions`,
      headers: await server.admin(),
    });

  it("revokes every sign-in of the user and no one else's; the user may sign in again", async () => {
    const staff = await server.userWith([], 'signed.out.user');
    await server.userWith([], 'left.alone.user');
    const laptop = await signIn('signed.out.user');
    const phone = await signIn('signed.out.user');
    const bystander = await signIn('left.alone.user');

    const res = await revoke(staff.id);
    expect(res.status).toBe(204);
    expect(res.body).toBe('');
    expect(await refresh(laptop.refreshToken)).toMatchObject({
      status: 401,
      body: INVALID_REFRESH_TOKEN,
    });
    expect((await refresh(phone.refreshToken)).status).toBe(401);
    expect((await refresh(bystander.refreshToken)).status).toBe(200);

    const again = await signIn('signed.out.user');
    expect((await refresh(again.refreshToken)).status).toBe(200);
  });

  it('changes nothing for a user who has no session', async () => {
    const neverSignedIn = await server.userWith([], 'never.signed.in');
    expect((await revoke(neverSignedIn.id)).status).toBe(204);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await revoke(999);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: 'User not found' });
  });
});

describe('changeUserPassword', () => {
  it("ends the user's sessions", async () => {
    const staff = await server.userWith([], 'reset.user');
    const session = await signIn('reset.user');
    const res = await server.request({
      method: 'POST',
      url: `/api/users/${staff.id}/change-password`,
      headers: await server.admin(),
      payload: { newPassword: 'n3w-secret' },
    });
    expect(res.status).toBe(204);
    expect((await refresh(session.refreshToken)).status).toBe(401);
    await signIn('reset.user', 'n3w-secret');
  });
});

describe('sign-in throttling', () => {
  const attempt = (username: string, password: string) =>
    server.request({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

  it('answers 429 after 5 failures, even to the right password', async () => {
    await server.userWith([], 'throttled.user');
    for (let failure = 1; failure <= 5; failure++) {
      const res = await attempt('throttled.user', 'not-the-password');
      expect(res.status).toBe(401);
    }
    const locked = await attempt('throttled.user', 'secret123');
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ code: 'too_many_requests', message: TOO_MANY });
    expect(locked.headers['retry-after']).toBe('30');

    // The lock is the account's as typed, in any letter case; other accounts sign in as ever.
    expect((await attempt('THROTTLED.USER', 'secret123')).status).toBe(429);
    expect((await attempt('admin', ADMIN_PASSWORD)).status).toBe(200);
  });

  it('throttles unknown accounts too, so the answer tells nobody which exist', async () => {
    for (let failure = 1; failure <= 5; failure++) {
      expect((await attempt('ghost.account', 'not-the-password')).status).toBe(401);
    }
    expect((await attempt('ghost.account', 'not-the-password')).status).toBe(429);
  });

  it('starts counting again after a successful sign-in', async () => {
    await server.userWith([], 'forgetful.user');
    for (let failure = 1; failure <= 4; failure++) {
      await attempt('forgetful.user', 'not-the-password');
    }
    expect((await attempt('forgetful.user', 'secret123')).status).toBe(200);
    const rows = await server.db
      .select()
      .from(signInThrottle)
      .where(eq(signInThrottle.account, 'forgetful.user'));
    expect(rows).toEqual([]);
    for (let failure = 1; failure <= 4; failure++) {
      expect((await attempt('forgetful.user', 'not-the-password')).status).toBe(401);
    }
    expect((await attempt('forgetful.user', 'secret123')).status).toBe(200);
  });
});

/**
 * A server on a clock the test moves: only time lifts a lock or expires a token.
 */
describe('as time passes', () => {
  let timed: TestServer;
  let clock: MovableClock;

  beforeAll(async () => {
    clock = movableClock(NOW);
    timed = await startTestServer({ clock });
  });
  afterAll(() => timed.close());

  const adminSignIn = (password: string) =>
    timed.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password },
    });
  const SECOND = 1000;
  const MINUTE = 60 * SECOND;
  const DAY = 24 * 60 * MINUTE;

  it('lifts the lock after 30 seconds; each further failure in the window locks again', async () => {
    for (let failure = 1; failure <= 5; failure++) {
      expect((await adminSignIn('not-the-password')).statusCode).toBe(401);
    }
    clock.advance(29 * SECOND);
    const stillLocked = await adminSignIn(ADMIN_PASSWORD);
    expect(stillLocked.statusCode).toBe(429);
    expect(stillLocked.headers['retry-after']).toBe('1');

    clock.advance(1 * SECOND);
    expect((await adminSignIn('not-the-password')).statusCode).toBe(401);
    expect((await adminSignIn(ADMIN_PASSWORD)).statusCode).toBe(429);

    clock.advance(30 * SECOND);
    expect((await adminSignIn(ADMIN_PASSWORD)).statusCode).toBe(200);
    for (let failure = 1; failure <= 4; failure++) {
      expect((await adminSignIn('not-the-password')).statusCode).toBe(401);
    }
    expect((await adminSignIn(ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('counts failures within 15 minutes only', async () => {
    for (let failure = 1; failure <= 4; failure++) {
      await adminSignIn('not-the-password');
    }
    clock.advance(15 * MINUTE);
    // The fifth failure comes after the window: it is the first of a new one.
    expect((await adminSignIn('not-the-password')).statusCode).toBe(401);
    expect((await adminSignIn(ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('lets a refresh token expire 30 days after it was issued', async () => {
    const signedIn = await adminSignIn(ADMIN_PASSWORD);
    const { refreshToken } = signedIn.json();
    clock.advance(29 * DAY);
    const renewed = await timed.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken },
    });
    expect(renewed.statusCode).toBe(200);

    clock.advance(30 * DAY);
    const expired = await timed.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: renewed.json().refreshToken },
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(INVALID_REFRESH_TOKEN);
  });
});
