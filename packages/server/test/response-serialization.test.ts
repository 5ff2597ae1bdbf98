/** Answers are written by serializers built from openapi.yaml's response schemas. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accessTokens } from '../src/auth/access-tokens';
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';
import type { Database } from '../src/db/database';
import { systemClock } from '../src/http/clock';
import { startTestServer, type TestServer } from './support/test-server';

const user = {
  id: 7,
  username: 'ravi',
  email: 'ravi@plotline.test',
  firstName: null,
  lastName: null,
  phoneNumber: null,
  isActive: true,
  awaitingApproval: false,
  passwordChangeRequired: false,
  roles: ['Manager'],
  permissions: ['projects.view'],
  lastLoginAt: null,
  createdAt: new Date('2026-11-22T06:30:00Z'),
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('sends only what the contract declares, whatever else a handler hands over', async () => {
  const config = configFromEnv({});
  const app = await buildApp({
    db: server.db as Database,
    config,
    clock: systemClock(config.timeZone),
    accessTokens: accessTokens('plotline-test-secret'),
    handlers: {
      login: async () =>
        ({
          status: 200,
          body: {
            accessToken: 'a',
            refreshToken: 'r',
            user: { ...user, passwordHash: '$argon2id$…' },
          },
        }) as never,
    },
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'ravi', password: 'secret123' },
  });
  await app.close();
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    accessToken: 'a',
    refreshToken: 'r',
    user: { ...user, createdAt: '2026-11-22T06:30:00.000Z' },
  });
});

it('leaves CSV answers as their handlers wrote them', async () => {
  const res = await server.request({
    method: 'GET',
    url: '/api/plots/export',
    headers: await server.admin(),
  });
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  expect(String(res.body).split('\n')[0]).toContain('Plot Number');
});
