import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from './support/test-server';

const NOW = new Date('2026-11-22T06:30:00Z');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: NOW });
});
afterAll(() => server.close());

const login = (username: string, password: string) =>
  server.request({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

const me = (authorization: string) =>
  server.request({ method: 'GET', url: '/api/auth/me', headers: { authorization } });

const INVALID_CREDENTIALS = {
  code: 'invalid_credentials',
  message: 'Invalid username or password',
};

describe('login', () => {
  it('signs the admin in by username with tokens, roles, permissions and the sign-in time', async () => {
    const res = await login('admin', ADMIN_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    // 32 random bytes in base64url.
    expect(res.body.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(res.body.user).toMatchObject({
      username: 'admin',
      email: 'admin@plotline.local',
      firstName: 'Plotline',
      lastName: 'Admin',
      isActive: true,
      roles: ['Admin'],
      lastLoginAt: NOW.toISOString(),
    });
    expect(res.body.user.permissions).toContain('users.edit');
    expect(res.body.user.permissions).toHaveLength(46);
    expect(res.body.user).not.toHaveProperty('passwordHash');

    const current = await me(`Bearer ${res.body.accessToken}`);
    expect(current.status).toBe(200);
    expect(current.body.username).toBe('admin');
  });

  it('accepts the username or the email in any letter case', async () => {
    expect((await login('ADMIN', ADMIN_PASSWORD)).body.user.username).toBe('admin');
    expect((await login('Admin@Plotline.LOCAL', ADMIN_PASSWORD)).body.user.username).toBe('admin');
    expect((await login('  admin  ', ADMIN_PASSWORD)).status).toBe(200);
  });

  it('answers an unknown account exactly as it answers a wrong password', async () => {
    await server.userWith([], 'lakshmi');
    const wrongPassword = await login('lakshmi', 'not-the-password');
    const unknownAccount = await login('nobody-at-all', 'not-the-password');
    expect(wrongPassword.status).toBe(401);
    expect(unknownAccount.status).toBe(401);
    expect(wrongPassword.body).toEqual(INVALID_CREDENTIALS);
    expect(unknownAccount.body).toEqual(INVALID_CREDENTIALS);
  });

  it('tells a blocked user so only when the password is right', async () => {
    const blocked = await server.userWith(['projects.view'], 'blocked.user');
    await server.db.update(users).set({ isActive: false }).where(eq(users.id, blocked.id));

    const right = await login('blocked.user', 'secret123');
    expect(right.status).toBe(403);
    expect(right.body).toEqual({
      code: 'account_blocked',
      message: 'Your account has been blocked',
    });

    const wrong = await login('blocked.user', 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(INVALID_CREDENTIALS);
  });

  it("refuses input the login form's rules refuse, with their words", async () => {
    const blankPassword = await login('admin', '      ');
    expect(blankPassword.status).toBe(400);
    expect(blankPassword.body.errors).toEqual({ password: 'Password is required' });

    const shortUsername = await login(' a ', 'secret123');
    expect(shortUsername.status).toBe(400);
    expect(shortUsername.body.errors).toEqual({
      username: 'Username must be at least 2 characters',
    });

    const missing = await server.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toHaveProperty('password');
  });
});

describe('register', () => {
  const priya = {
    username: 'priya',
    email: 'priya@example.in',
    password: 'secret123',
    confirmPassword: 'secret123',
    firstName: 'Priya',
    lastName: '  ',
    phoneNumber: '9123456780',
  };

  it('creates a user with no roles, signed in at once', async () => {
    const res = await server.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: priya,
    });
    expect(res.status).toBe(201);
    expect(res.body.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(res.body.user).toEqual({
      id: expect.any(Number),
      username: 'priya',
      email: 'priya@example.in',
      firstName: 'Priya',
      lastName: null,
      phoneNumber: '9123456780',
      isActive: true,
      awaitingApproval: false,
      passwordChangeRequired: false,
      roles: [],
      permissions: [],
      lastLoginAt: NOW.toISOString(),
      createdAt: NOW.toISOString(),
    });

    const authorization = `Bearer ${res.body.accessToken}`;
    expect((await me(authorization)).body.username).toBe('priya');
    // No role, so no screen but the dashboard, which needs only a sign-in.
    const dashboard = await server.request({
      method: 'GET',
      url: '/api/dashboard/summary',
      headers: { authorization },
    });
    expect([401, 403]).not.toContain(dashboard.status);
    const usersList = await server.request({
      method: 'GET',
      url: '/api/users',
      headers: { authorization },
    });
    expect(usersList.status).toBe(403);

    expect((await login('priya', 'secret123')).status).toBe(200);
    const [stored] = await server.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.username, 'priya'));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a username or email taken in any letter case, naming the field', async () => {
    const takenUsername = await server.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...priya, username: 'ADMIN', email: 'someone.else@example.in' },
    });
    expect(takenUsername.status).toBe(409);
    expect(takenUsername.body).toEqual({
      code: 'duplicate',
      message: 'Username is already taken',
      errors: { username: 'Username is already taken' },
    });

    const takenEmail = await server.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...priya, username: 'priya2', email: 'Admin@Plotline.Local' },
    });
    expect(takenEmail.status).toBe(409);
    expect(takenEmail.body).toEqual({
      code: 'duplicate',
      message: 'Email is already in use',
      errors: { email: 'Email is already in use' },
    });

    const both = await server.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...priya, username: 'admin', email: 'admin@plotline.local' },
    });
    expect(both.body.errors).toEqual({
      username: 'Username is already taken',
      email: 'Email is already in use',
    });
  });

  it("refuses what the registration form's rules refuse, and creates nothing", async () => {
    const mismatch = await server.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...priya, username: 'meena', email: 'meena@example.in', confirmPassword: 'x' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual({ confirmPassword: 'Passwords do not match' });

    const badEmail = await server.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...priya, username: 'meena', email: 'meena@example.c' },
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errors).toEqual({ email: 'Please enter a valid email address' });

    const created = await server.db.select().from(users).where(eq(users.username, 'meena'));
    expect(created).toEqual([]);
  });
});

describe('getCurrentUser', () => {
  it('answers the caller with the permissions its roles grant', async () => {
    const staff = await server.userWith(['projects.view', 'plots.view'], 'anand');
    const res = await me(staff.headers.authorization);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: staff.id,
      username: 'anand',
      roles: ['role-of-anand'],
      permissions: ['plots.view', 'projects.view'],
      lastLoginAt: null,
    });
  });

  it('refuses a missing or forged token with 401', async () => {
    expect((await server.request({ method: 'GET', url: '/api/auth/me' })).status).toBe(401);
    const forged = await me('Bearer not-a-real-token');
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({ code: 'not_authenticated', message: 'Not signed in' });
  });
});

describe('changeOwnPassword', () => {
  const change = (authorization: string, payload: Record<string, string>) =>
    server.request({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization },
      payload,
    });

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const staff = await server.userWith([], 'kiran');
    const res = await change(staff.headers.authorization, {
      currentPassword: 'secret123',
      newPassword: 'n3w-secret',
      confirmPassword: 'n3w-secret',
    });
    expect(res.status).toBe(200);
    expect((await login('kiran', 'n3w-secret')).status).toBe(200);
    expect((await login('kiran', 'secret123')).status).toBe(401);
  });

  it('ends every session made with the old password, and carries on in a new one', async () => {
    const signedIn = await login('kiran', 'n3w-secret');
    const elsewhere = await login('kiran', 'n3w-secret');
    const res = await change(`Bearer ${signedIn.body.accessToken}`, {
      currentPassword: 'n3w-secret',
      newPassword: 'n3w-secret-2',
      confirmPassword: 'n3w-secret-2',
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ username: 'kiran', passwordChangeRequired: false });
    for (const old of [signedIn, elsewhere]) {
      expect((await me(`Bearer ${old.body.accessToken}`)).status).toBe(401);
      const refreshed = await server.request({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refreshToken: old.body.refreshToken },
      });
      expect(refreshed.status).toBe(401);
    }
    expect((await me(`Bearer ${res.body.accessToken}`)).status).toBe(200);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const staff = await server.userWith([], 'farah');
    const res = await change(staff.headers.authorization, {
      currentPassword: 'wrong-one',
      newPassword: 'n3w-secret',
      confirmPassword: 'n3w-secret',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'validation_failed',
      message: 'Current password is incorrect',
      errors: { currentPassword: 'Current password is incorrect' },
    });
    expect((await login('farah', 'secret123')).status).toBe(200);
  });

  it("refuses what the Change Password modal's rules refuse", async () => {
    const staff = await server.userWith([], 'gopal');
    const mismatch = await change(staff.headers.authorization, {
      currentPassword: 'secret123',
      newPassword: 'n3w-secret',
      confirmPassword: 'n3w-secrit',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual({ confirmPassword: 'Passwords do not match' });

    const blank = await change(staff.headers.authorization, {
      currentPassword: 'secret123',
      newPassword: '      ',
      confirmPassword: '      ',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual({
      newPassword: 'Password must be at least 6 characters long',
    });
    expect((await login('gopal', 'secret123')).status).toBe(200);
  });

  it('refuses a caller without a token with 401', async () => {
    const res = await server.request({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: 'x', newPassword: 'n3w-secret', confirmPassword: 'n3w-secret' },
    });
    expect(res.status).toBe(401);
  });
});
