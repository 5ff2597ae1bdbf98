/** Sign-ins, refreshes and sign-outs in the server's log: outcome, address, account, no password. */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { accessTokens } from '../src/auth/access-tokens';
import { configFromEnv } from '../src/config';
import { fixedClock } from '../src/http/clock';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let logged: FastifyInstance;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  logged = await buildApp({
    db: server.db,
    config: { ...configFromEnv({}), demoData: false },
    clock: fixedClock(new Date('2026-11-22T06:30:00Z')),
    accessTokens: accessTokens('plotline-test-secret'),
    logger: { stream },
  });
});
afterAll(async () => {
  await logged.close();
  await server.close();
});

const post = (url: string, payload: object) =>
  logged.inject({ method: 'POST', url, payload, remoteAddress: '203.0.113.7' });
const events = () => lines.filter((line) => 'event' in line);

it('logs each sign-in with its outcome, the account tried and the address, never the password', async () => {
  const refused = await post('/api/auth/login', {
    username: 'admin',
    password: 'not-the-password',
  });
  expect(refused.statusCode).toBe(401);
  const signedIn = await post('/api/auth/login', { username: 'admin', password: ADMIN_PASSWORD });
  expect(signedIn.statusCode).toBe(200);
  const { refreshToken } = signedIn.json();
  expect((await post('/api/auth/refresh', { refreshToken: 'no-such-token' })).statusCode).toBe(401);
  expect(events()).toEqual([
    expect.objectContaining({
      event: 'sign-in',
      outcome: 'refused',
      statusCode: 401,
      account: 'admin',
      address: '203.0.113.7',
      msg: 'sign-in refused',
    }),
    expect.objectContaining({ event: 'sign-in', outcome: 'succeeded', account: 'admin' }),
    expect.objectContaining({ event: 'refresh', outcome: 'refused', statusCode: 401 }),
  ]);
  const written = JSON.stringify(lines);
  expect(written).not.toContain('not-the-password');
  expect(written).not.toContain(ADMIN_PASSWORD);
  expect(written).not.toContain(refreshToken);
});
