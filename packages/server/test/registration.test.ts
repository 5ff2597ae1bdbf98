/**
 * Registration as the server's REGISTRATION setting allows (openapi.yaml getRegistration,
 * register, approveUser): open, signed in at once; approval, an account that waits, refused at
 * sign-in, announced in the bell of whoever may let it in, and let in; closed, none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

const NOW = new Date('2026-11-22T06:30:00Z');

const newcomer = (username: string) => ({
  username,
  email: `${username}@example.test`,
  password: 'secret123',
  confirmPassword: 'secret123',
});

const post = (server: TestServer, url: string, payload?: object, headers = {}) =>
  server.request({ method: 'POST', url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
const get = (server: TestServer, url: string, headers = {}) =>
  server.request({ method: 'GET', url: `/api${url}`, headers });

describe('REGISTRATION=approval', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ now: NOW, config: { registration: 'approval' } });
  });
  afterAll(() => server.close());

  it('says so to the sign-in page', async () => {
    expect((await get(server, '/auth/registration')).body).toEqual({ registration: 'approval' });
  });

  it('makes an account that waits: no tokens, refused at sign-in with why', async () => {
    const res = await post(server, '/auth/register', newcomer('waiting.one'));
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      message:
        "Your account has been created and is waiting for an administrator's approval. You can sign in once it is approved.",
      user: expect.objectContaining({ username: 'waiting.one', awaitingApproval: true, roles: [] }),
    });
    expect(res.body).not.toHaveProperty('accessToken');
    const signIn = await post(server, '/auth/login', {
      username: 'waiting.one',
      password: 'secret123',
    });
    expect(signIn.status).toBe(403);
    expect(signIn.body).toEqual({
      code: 'awaiting_approval',
      message: "Your account is waiting for an administrator's approval",
    });
    // The wrong password is answered as for anyone, telling nothing of the account.
    const wrong = await post(server, '/auth/login', {
      username: 'waiting.one',
      password: 'nope-nope',
    });
    expect(wrong.status).toBe(401);
  });

  it('tells whoever may let it in, and nobody else, in the bell', async () => {
    await post(server, '/auth/register', newcomer('waiting.two'));
    const approver = await server.userWith(['users.edit']);
    const bell = await get(server, '/notifications', approver.headers);
    const waiting = bell.body.data.find(
      (each: { kind: string; accountName: string }) =>
        each.kind === 'accountAwaitingApproval' && each.accountName === 'waiting.two',
    );
    expect(waiting).toMatchObject({
      key: expect.stringMatching(/^accountAwaitingApproval:\d+$/),
      read: false,
      accountId: expect.any(Number),
      bookingId: null,
      plotOwnerName: null,
    });
    expect(
      (await get(server, '/notifications/unread-count', approver.headers)).body.unreadCount,
    ).toBeGreaterThan(0);
    for (const other of [
      await server.userWith(['users.view']),
      await server.userWith(['bookings.view']),
    ]) {
      const theirs = await get(server, '/notifications', other.headers);
      expect(JSON.stringify(theirs.body)).not.toContain('waiting.two');
    }
    const marked = await post(
      server,
      '/notifications/read',
      { keys: [waiting.key] },
      approver.headers,
    );
    expect(marked.status).toBe(204);
    const again = await get(server, '/notifications', approver.headers);
    expect(again.body.data.find((each: { key: string }) => each.key === waiting.key).read).toBe(
      true,
    );
  });

  it('lets the account in once approved, with no role, and the bell forgets it', async () => {
    const registered = await post(server, '/auth/register', newcomer('waiting.three'));
    const admin = await server.admin();
    const approved = await post(
      server,
      `/users/${registered.body.user.id}/approve`,
      undefined,
      admin,
    );
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ awaitingApproval: false, roles: [], permissions: [] });
    const signIn = await post(server, '/auth/login', {
      username: 'waiting.three',
      password: 'secret123',
    });
    expect(signIn.status).toBe(200);
    const bell = await get(server, '/notifications', admin);
    expect(JSON.stringify(bell.body)).not.toContain('waiting.three');
    // Approving again changes nothing.
    expect(
      (await post(server, `/users/${registered.body.user.id}/approve`, undefined, admin)).status,
    ).toBe(200);
  });
});

describe('REGISTRATION=closed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ now: NOW, config: { registration: 'closed' } });
  });
  afterAll(() => server.close());

  it('says so, and refuses every registration, creating nothing', async () => {
    expect((await get(server, '/auth/registration')).body).toEqual({ registration: 'closed' });
    const res = await post(server, '/auth/register', newcomer('shut.out'));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: 'registration_closed',
      message: 'Registration is closed. Ask an administrator for an account.',
    });
    const users = await get(server, '/users', await server.admin());
    expect(JSON.stringify(users.body)).not.toContain('shut.out');
  });
});

describe('REGISTRATION unset', () => {
  it('is open, as docs/product/screens.md has it', async () => {
    const server = await startTestServer({ now: NOW });
    expect((await get(server, '/auth/registration')).body).toEqual({ registration: 'open' });
    expect((await post(server, '/auth/register', newcomer('open.door'))).status).toBe(201);
    await server.close();
  });
});
