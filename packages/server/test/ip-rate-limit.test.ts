/**
 * Attempts per address at sign-in, registration and refresh: the one past the limit is refused
 * with 429 and Retry-After while other addresses carry on; the count is kept in the database, so
 * two servers on one database hold one limit; X-Forwarded-For counts only from a trusted proxy;
 * windows that are over are pruned.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens } from '../src/auth/access-tokens';
import { throttledAddress } from '../src/auth/throttled-address';
import { buildApp } from '../src/app';
import { configFromEnv, type ServerConfig } from '../src/config';
import { authAttemptsByAddress } from '../src/db/schema';
import { movableClock } from './support/movable-clock';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from './support/test-server';

const LIMIT = 3;
const WINDOW_SECONDS = 60;
const clock = movableClock(new Date('2026-11-22T06:30:00Z'));
const settings = { authAttemptsPerAddress: { limit: LIMIT, windowSeconds: WINDOW_SECONDS } };

let server: TestServer;
let secondServer: FastifyInstance;
beforeAll(async () => {
  server = await startTestServer({ clock, config: settings });
  secondServer = await serverWith({});
});
afterAll(async () => {
  await secondServer.close();
  await server.close();
});

/** Another server process on the same database. */
function serverWith(config: Partial<ServerConfig>): Promise<FastifyInstance> {
  return buildApp({
    db: server.db,
    config: { ...configFromEnv({}), demoData: false, ...settings, ...config },
    clock,
    accessTokens: accessTokens('plotline-test-secret'),
  });
}

type From = { app?: FastifyInstance; address: string; headers?: InjectOptions['headers'] };

const post = ({ app = server.app, address, headers }: From, url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload, remoteAddress: address, headers });

const signIn = (from: From) =>
  post(from, '/api/auth/login', { username: 'admin', password: ADMIN_PASSWORD });

const refresh = (from: From) =>
  post(from, '/api/auth/refresh', { refreshToken: 'no-such-refresh-token' });

let registrations = 0;
const register = (from: From) => {
  const username = `newcomer${++registrations}`;
  return post(from, '/api/auth/register', {
    username,
    email: `${username}@example.in`,
    password: 'secret123',
    confirmPassword: 'secret123',
  });
};

const statusesOf = async (answers: Promise<{ statusCode: number }>[]) =>
  (await Promise.all(answers)).map((res) => res.statusCode);

/** The given attempt, made one after another as often as the limit allows. */
async function useUpTheLimit(attempt: () => Promise<{ statusCode: number }>) {
  for (let i = 0; i < LIMIT; i++) expect((await attempt()).statusCode).not.toBe(429);
}

describe('the limit per address', () => {
  it('refuses the attempt past the limit from one address while another still gets through', async () => {
    const from = { address: '203.0.113.1' };
    await useUpTheLimit(() => signIn(from));
    const refused = await signIn(from);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(WINDOW_SECONDS));
    expect(refused.json()).toMatchObject({
      message: 'Too many attempts from this address. Please wait 60 seconds before trying again.',
    });
    expect((await signIn({ address: '203.0.113.2' })).statusCode).toBe(200);
  });

  it('counts sign-in, registration and refresh apart', async () => {
    const from = { address: '203.0.113.3' };
    await useUpTheLimit(() => signIn(from));
    expect((await signIn(from)).statusCode).toBe(429);
    await useUpTheLimit(() => register(from));
    expect((await register(from)).statusCode).toBe(429);
    await useUpTheLimit(() => refresh(from));
    expect((await refresh(from)).statusCode).toBe(429);
  });

  it('says how long is left, and admits the address again once the window is over', async () => {
    const from = { address: '203.0.113.4' };
    await useUpTheLimit(() => refresh(from));
    clock.advance(20_000);
    expect((await refresh(from)).headers['retry-after']).toBe('40');
    clock.advance(40_000);
    expect((await refresh(from)).statusCode).toBe(401);
  });

  it('counts attempts made at the same moment exactly', async () => {
    const from = { address: '203.0.113.5' };
    const statuses = await statusesOf(Array.from({ length: LIMIT + 5 }, () => refresh(from)));
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('counts a whole IPv6 /64 as one address', async () => {
    const inNetwork = ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:ffff::3'];
    for (const address of inNetwork) expect((await refresh({ address })).statusCode).toBe(401);
    expect((await refresh({ address: '2001:db8:1:2::9' })).statusCode).toBe(429);
    expect((await refresh({ address: '2001:db8:1:3::1' })).statusCode).toBe(401);
  });
});

describe('several servers on one database', () => {
  it('hold one limit between them', async () => {
    const onFirst = { address: '198.51.100.1' };
    const onSecond = { ...onFirst, app: secondServer };
    expect(await statusesOf([signIn(onFirst)])).toEqual([200]);
    expect(await statusesOf([signIn(onSecond)])).toEqual([200]);
    expect(await statusesOf([signIn(onFirst)])).toEqual([200]);
    expect(await statusesOf([signIn(onSecond), signIn(onFirst)])).toEqual([429, 429]);
  });

  it('count attempts arriving at both at once exactly', async () => {
    const onFirst = { address: '198.51.100.2' };
    const onSecond = { ...onFirst, app: secondServer };
    const statuses = await statusesOf(
      Array.from({ length: 4 }, () => [refresh(onFirst), refresh(onSecond)]).flat(),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8 - LIMIT);
  });
});

describe('the address counted', () => {
  it('ignores X-Forwarded-For unless the proxy is trusted, so a client cannot pick its own', async () => {
    const forged = (n: number) => ({
      address: '192.0.2.10',
      headers: { 'x-forwarded-for': `192.0.2.${100 + n}` },
    });
    for (let n = 0; n < LIMIT; n++) expect((await refresh(forged(n))).statusCode).toBe(401);
    expect((await refresh(forged(LIMIT))).statusCode).toBe(429);
  });

  it("is the client's when TRUST_PROXY names the proxy it came through", async () => {
    const behindProxy = await serverWith({ trustProxy: ['10.0.0.0/8'] });
    const viaProxy = (client: string) => ({
      app: behindProxy,
      address: '10.0.0.5',
      headers: { 'x-forwarded-for': client },
    });
    await useUpTheLimit(() => refresh(viaProxy('192.0.2.50')));
    expect((await refresh(viaProxy('192.0.2.50'))).statusCode).toBe(429);
    expect((await refresh(viaProxy('192.0.2.51'))).statusCode).toBe(401);
    // Another address, not the trusted proxy, is counted as itself whatever it forwards.
    const notTheProxy = { app: behindProxy, address: '192.0.2.60' };
    const forwarding = { ...notTheProxy, headers: { 'x-forwarded-for': '192.0.2.50' } };
    expect((await refresh(forwarding)).statusCode).toBe(401);
    expect((await refresh(notTheProxy)).statusCode).toBe(401);
    await behindProxy.close();
  });
});

describe('pruning', () => {
  it('removes the windows that are over when a new one opens, keeping those still running', async () => {
    await refresh({ address: '192.0.2.200' });
    clock.advance(30_000);
    await refresh({ address: '192.0.2.201' });
    clock.advance(WINDOW_SECONDS * 1000 - 30_000);
    await refresh({ address: '192.0.2.202' });
    const rows = await server.db
      .select({ address: authAttemptsByAddress.address })
      .from(authAttemptsByAddress);
    expect(rows.map((row) => row.address).sort()).toEqual(['192.0.2.201', '192.0.2.202']);
  });
});

describe('throttledAddress', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:0:00a0::1', '2001:db8:0:a0::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
  ])('counts %s as %s', (ip, counted) => {
    expect(throttledAddress(ip)).toBe(counted);
  });
});
