/**
 * Every answer's security headers: the Content-Security-Policy of the app, of the API reference
 * and of the API's own answers; nosniff and the referrer policy; HSTS only when the browser came
 * over TLS, directly or through a proxy the server was told to trust.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import {
  createServer as createHttpServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server as HttpServer,
} from 'node:http';
import { createServer, request, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens } from '../src/auth/access-tokens';
import { buildApp } from '../src/app';
import { configFromEnv, type ServerConfig } from '../src/config';
import { startTestServer, type TestServer } from './support/test-server';

const HSTS = 'max-age=31536000';
/** The hashes Chromium reported for the one inline style of react-aria and of Swagger UI. */
const REACT_ARIA_PRESS_STYLE = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";
const SWAGGER_LOGO_STYLE = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

let buildDir: string;
let server: TestServer;
beforeAll(async () => {
  buildDir = mkdtempSync(join(tmpdir(), 'plotline-csp-'));
  mkdirSync(join(buildDir, 'assets'));
  writeFileSync(
    join(buildDir, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/assets/app-1a2b.js"></script>',
  );
  writeFileSync(join(buildDir, 'assets', 'app-1a2b.js'), 'console.log("Plotline");');
  server = await startTestServer({ appDir: buildDir });
});
afterAll(async () => {
  await server.close();
  rmSync(buildDir, { recursive: true, force: true });
});

/** A second server on the same database and build, with some settings changed. */
function serverWith(settings: Partial<ServerConfig>): Promise<FastifyInstance> {
  return buildApp({
    db: server.db,
    config: { ...configFromEnv({}), demoData: false, ...settings },
    clock: server.clock,
    accessTokens: accessTokens('plotline-test-secret'),
    appDir: buildDir,
  });
}

/** A policy's directives by name. */
function directivesOf(policy: unknown): Record<string, string> {
  return Object.fromEntries(
    String(policy)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources.join(' ')]),
  );
}

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

function expectCommonHeaders(headers: IncomingHttpHeaders | Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security']).toBeUndefined();
}

describe('the app', () => {
  it("loads only its own files and react-aria's one inline style, and no page frames it", async () => {
    for (const url of ['/', '/bookings?page=2', '/assets/app-1a2b.js']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expectCommonHeaders(res.headers);
      expect(directivesOf(res.headers['content-security-policy'])).toEqual({
        'default-src': "'self'",
        'script-src': "'self'",
        'style-src': `'self' ${REACT_ARIA_PRESS_STYLE}`,
        'object-src': "'none'",
        'base-uri': "'self'",
        'form-action': "'self'",
        'frame-ancestors': "'none'",
      });
    }
  });

  it('may be framed by the pages FRAME_ANCESTORS names', async () => {
    const config = configFromEnv({ FRAME_ANCESTORS: "'self' https://tools.example" });
    const embeddable = await serverWith({ frameAncestors: config.frameAncestors });
    for (const url of ['/', '/assets/app-1a2b.js']) {
      const res = await embeddable.inject({ method: 'GET', url });
      const directives = directivesOf(res.headers['content-security-policy']);
      expect(directives['frame-ancestors']).toBe("'self' https://tools.example");
      expect(directives['script-src']).toBe("'self'");
    }
    const api = await embeddable.inject({ method: 'GET', url: '/api/auth/me' });
    expect(directivesOf(api.headers['content-security-policy'])['frame-ancestors']).toBe("'none'");
    await embeddable.close();
  });
});

describe('the API', () => {
  it('marks every answer as data that loads and frames nothing', async () => {
    const answers = [
      await get('/api/amenities/active', await server.admin()),
      await get('/api/auth/me'),
      await get('/api/nowhere'),
      await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 401, 404, 400]);
    for (const res of answers) {
      expectCommonHeaders(res.headers);
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it("gives the API reference a policy of its own, allowing its logo's style and image", async () => {
    for (const url of ['/api/docs', '/api/docs/static/swagger-ui-bundle.js', '/api/docs/json']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expectCommonHeaders(res.headers);
      expect(directivesOf(res.headers['content-security-policy'])).toEqual({
        'default-src': "'self'",
        'script-src': "'self'",
        'style-src': `'self' ${SWAGGER_LOGO_STYLE}`,
        'img-src': "'self' data:",
        'object-src': "'none'",
        'base-uri': "'self'",
        'form-action': "'self'",
        'frame-ancestors': "'none'",
      });
    }
  });
});

describe('an answer to a path written another way', () => {
  const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
  let plain: HttpServer;
  beforeAll(async () => {
    await server.app.ready();
    plain = createHttpServer(server.app.routing);
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => plain.close(resolve)));

  /** The path exactly as written, as a client other than a browser may send it: not normalised. */
  const sent = (path: string) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
      const { port } = plain.address() as AddressInfo;
      httpRequest({ host: '127.0.0.1', port, path }, (res) => {
        res.resume();
        resolve({ status: res.statusCode!, headers: res.headers });
      })
        .on('error', reject)
        .end();
    });

  function expectApiHeaders(headers: IncomingHttpHeaders | Record<string, unknown>) {
    expectCommonHeaders(headers);
    expect(headers['content-security-policy']).toBe(API_POLICY);
    expect(headers['cache-control']).toBe('no-store');
  }

  it('is an API answer when the router took it for the API, escaped or not', async () => {
    const admin = await server.admin();
    const answers = [
      await get('/%61pi/auth/me'),
      await get('/%61pi/amenities/active', admin),
      await get('/%61pi/nowhere'),
      await server.app.inject({
        method: 'POST',
        url: '/%61pi/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"username":',
      }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([401, 200, 404, 400]);
    for (const res of answers) expectApiHeaders(res.headers);
  });

  it('is an API answer for /api/../api/auth/me, normalised or not', async () => {
    const normalised = await get('/api/../api/auth/me');
    expect(normalised.statusCode).toBe(401);
    expectApiHeaders(normalised.headers);
    for (const path of ['/api/../api/auth/me', '/%61pi/../%61pi/auth/me', '/%61pi/auth/me']) {
      const res = await sent(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expectApiHeaders(res.headers);
    }
  });

  it("is the docs' or the app's when that is what answered", async () => {
    const docs = await get('/%61pi/docs/json');
    expect(docs.statusCode).toBe(200);
    expect(directivesOf(docs.headers['content-security-policy'])['style-src']).toBe(
      `'self' ${SWAGGER_LOGO_STYLE}`,
    );
    // Decoded once, as the router does, /%2561pi/auth/me is not the API's: a page of the app.
    const doubled = await get('/%2561pi/auth/me');
    expect(doubled.statusCode).toBe(200);
    expect(doubled.headers['content-type']).toContain('text/html');
    expect(directivesOf(doubled.headers['content-security-policy'])['script-src']).toBe("'self'");
    expect(doubled.headers['cache-control']).toBe('no-cache');
  });
});

describe('Strict-Transport-Security', () => {
  it('is not sent over plain HTTP, whatever an untrusted X-Forwarded-Proto says', async () => {
    const res = await get('/', { 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent when a trusted proxy says the browser came over TLS, and only then', async () => {
    const behindProxy = await serverWith({ trustProxy: ['10.0.0.0/8'] });
    const fromProxy = (proto: string) =>
      behindProxy.inject({
        method: 'GET',
        url: '/api/auth/me',
        remoteAddress: '10.1.2.3',
        headers: { 'x-forwarded-proto': proto },
      });
    expect((await fromProxy('https')).headers['strict-transport-security']).toBe(HSTS);
    expect((await fromProxy('http')).headers['strict-transport-security']).toBeUndefined();
    const fromElsewhere = await behindProxy.inject({
      method: 'GET',
      url: '/',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(fromElsewhere.headers['strict-transport-security']).toBeUndefined();
    await behindProxy.close();
  });

  describe('served over TLS directly', () => {
    let certDir: string;
    let tls: Server;
    beforeAll(async () => {
      // A throwaway self-signed certificate for localhost, made by the system's openssl.
      certDir = mkdtempSync(join(tmpdir(), 'plotline-tls-'));
      execFileSync('openssl', [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-subj',
        '/CN=localhost',
        '-days',
        '1',
        '-keyout',
        join(certDir, 'key.pem'),
        '-out',
        join(certDir, 'cert.pem'),
      ]);
      await server.app.ready();
      tls = createServer(
        {
          key: readFileSync(join(certDir, 'key.pem')),
          cert: readFileSync(join(certDir, 'cert.pem')),
        },
        server.app.routing,
      );
      await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
    });
    afterAll(async () => {
      await new Promise((resolve) => tls.close(resolve));
      rmSync(certDir, { recursive: true, force: true });
    });

    it('is sent on every answer', async () => {
      const { port } = tls.address() as AddressInfo;
      for (const path of ['/', '/api/auth/me', '/api/docs']) {
        const headers = await new Promise<IncomingHttpHeaders>((resolve, reject) => {
          request({ host: '127.0.0.1', port, path, rejectUnauthorized: false }, (res) => {
            res.resume();
            resolve(res.headers);
          })
            .on('error', reject)
            .end();
        });
        expect(headers['strict-transport-security']).toBe(HSTS);
      }
    });
  });
});
