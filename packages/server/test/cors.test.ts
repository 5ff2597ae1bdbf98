/**
 * CORS: closed by default; with CORS_ORIGINS, pages of those origins may call the API (their
 * preflights answered with the methods and headers the API takes) and every other origin gets
 * no CORS header at all.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens } from '../src/auth/access-tokens';
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';
import { startTestServer, type TestServer } from './support/test-server';

const ALLOWED = 'https://tools.example';
const OTHER_ALLOWED = 'https://b.example';
const STRANGER = 'https://evil.example';

let closed: TestServer;
let open: FastifyInstance;
let admin: { authorization: string };
beforeAll(async () => {
  closed = await startTestServer();
  admin = await closed.admin();
  // The same business served by a second server that allows two origins.
  open = await buildApp({
    db: closed.db,
    config: configFromEnv({ CORS_ORIGINS: `${ALLOWED},${OTHER_ALLOWED}` }),
    clock: closed.clock,
    accessTokens: accessTokens('plotline-test-secret'),
  });
});
afterAll(async () => {
  await open.close();
  await closed.close();
});

const corsHeadersOf = (headers: Record<string, unknown>) =>
  Object.keys(headers).filter((name) => name.startsWith('access-control-'));

const preflight = (app: FastifyInstance, origin: string, extra: Record<string, string> = {}) =>
  app.inject({
    method: 'OPTIONS',
    url: '/api/bookings/filtered',
    headers: {
      origin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization',
      ...extra,
    },
  });

const listAmenities = (app: FastifyInstance, headers: InjectOptions['headers'] = {}) =>
  app.inject({ method: 'GET', url: '/api/amenities/active', headers: { ...admin, ...headers } });

describe('closed by default', () => {
  it('answers a page of another origin without CORS headers, so its browser withholds the answer', async () => {
    const res = await listAmenities(closed.app, { origin: ALLOWED });
    expect(res.statusCode).toBe(200);
    expect(corsHeadersOf(res.headers)).toEqual([]);
  });

  it('refuses every preflight', async () => {
    const res = await preflight(closed.app, ALLOWED);
    expect(res.statusCode).toBe(403);
    expect(corsHeadersOf(res.headers)).toEqual([]);
  });
});

describe('with CORS_ORIGINS', () => {
  it('lets each listed origin read the answers, never with credentials', async () => {
    for (const origin of [ALLOWED, OTHER_ALLOWED]) {
      const res = await listAmenities(open, { origin });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-expose-headers']).toBe('Retry-After, Content-Disposition');
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(res.headers.vary).toBe('Origin');
    }
  });

  it('gives a refusal the same header, so the page can read why', async () => {
    const res = await open.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { origin: ALLOWED },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
  });

  it('answers the preflight of a listed origin with the methods and headers the API takes', async () => {
    const res = await preflight(open, ALLOWED);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(res.headers['access-control-allow-methods']).split(', ')).toEqual([
      'DELETE',
      'GET',
      'PATCH',
      'POST',
      'PUT',
    ]);
    expect(res.headers['access-control-allow-headers']).toBe('Authorization, Content-Type');
    expect(res.headers['access-control-max-age']).toBe('600');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers.vary).toBe('Origin');
  });

  it('gives any other origin no CORS header and refuses its preflight', async () => {
    const read = await listAmenities(open, { origin: STRANGER });
    expect(read.statusCode).toBe(200);
    expect(corsHeadersOf(read.headers)).toEqual([]);
    expect(read.headers.vary).toBe('Origin');

    const refused = await preflight(open, STRANGER);
    expect(refused.statusCode).toBe(403);
    expect(corsHeadersOf(refused.headers)).toEqual([]);
    expect(refused.json()).toMatchObject({
      message: 'Cross-origin requests from this origin are not allowed',
    });
  });

  it('matches the whole origin: another scheme, port or subdomain is a stranger', async () => {
    for (const origin of [
      'http://tools.example',
      'https://tools.example:8443',
      'https://x.tools.example',
      'null',
    ]) {
      const res = await listAmenities(open, { origin });
      expect(corsHeadersOf(res.headers)).toEqual([]);
    }
  });

  it('leaves a request of the app itself, which sends no Origin, as it was', async () => {
    const res = await listAmenities(open);
    expect(corsHeadersOf(res.headers)).toEqual([]);
  });

  it('keeps CORS to the API', async () => {
    const res = await open.inject({ method: 'GET', url: '/nowhere', headers: { origin: ALLOWED } });
    expect(corsHeadersOf(res.headers)).toEqual([]);
  });
});
