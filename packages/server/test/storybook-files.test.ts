/**
 * The built Storybook under /storybook: its pages and files, a policy of its own that allows its
 * inline scripts by their hashes, and nothing of the app's or the API's taken over; 404 where
 * there is no build.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens } from '../src/auth/access-tokens';
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';
import { startTestServer, type TestServer } from './support/test-server';

const SETTINGS = "window.CONFIG_TYPE = 'PRODUCTION';";
const LOADER = "import './sb-manager/runtime.js';";
const CATALOGUE = `<!doctype html><title>Storybook</title><script>${SETTINGS}</script><script type="module">${LOADER}</script>`;
const FRAME = `<!doctype html><script type="module" src="./vite-inject-mocker-entry.js"></script><script>${SETTINGS}</script><div id="storybook-docs"></div>`;
const APP_INDEX = '<!doctype html><div id="root"></div>';
const SECRET = 'CHROMATIC_PROJECT_TOKEN=chpt_secret';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A policy's directives by name. */
function directivesOf(policy: unknown): Record<string, string> {
  return Object.fromEntries(
    String(policy)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources.join(' ')]),
  );
}

let dirs: { app: string; storybook: string; none: string };
let server: TestServer;
let withStorybook: FastifyInstance;
let withoutStorybook: FastifyInstance;

/** Another server on the test server's database, with the app built and this Storybook. */
const serverWith = (storybookDir: string) =>
  buildApp({
    db: server.db,
    config: { ...configFromEnv({}), demoData: false },
    clock: server.clock,
    accessTokens: accessTokens('plotline-test-secret'),
    appDir: dirs.app,
    storybookDir,
  });

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'plotline-storybook-'));
  dirs = { app: join(root, 'app'), storybook: join(root, 'storybook'), none: join(root, 'none') };
  mkdirSync(dirs.app);
  writeFileSync(join(dirs.app, 'index.html'), APP_INDEX);
  mkdirSync(join(dirs.storybook, 'assets'), { recursive: true });
  writeFileSync(join(dirs.storybook, 'index.html'), CATALOGUE);
  writeFileSync(join(dirs.storybook, 'iframe.html'), FRAME);
  writeFileSync(join(dirs.storybook, 'index.json'), '{"v":5,"entries":{}}');
  writeFileSync(join(dirs.storybook, 'assets', 'iframe-B1sC3EQ9.js'), 'console.log("docs");');
  mkdirSync(join(dirs.storybook, '.git'));
  for (const name of ['.env', '.git/config', 'assets/.env']) {
    writeFileSync(join(dirs.storybook, name), SECRET);
  }
  server = await startTestServer();
  withStorybook = await serverWith(dirs.storybook);
  withoutStorybook = await serverWith(dirs.none);
});
afterAll(async () => {
  await withStorybook.close();
  await withoutStorybook.close();
  await server.close();
  rmSync(join(dirs.app, '..'), { recursive: true, force: true });
});

const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

describe('a built Storybook', () => {
  it('serves its catalogue and the frame its docs render in, asked for afresh each load', async () => {
    for (const [url, page] of [
      ['/storybook/', CATALOGUE],
      ['/storybook/index.html', CATALOGUE],
      ['/storybook/iframe.html?id=frame-appshell--docs&viewMode=docs', FRAME],
    ] as const) {
      const res = await get(withStorybook, url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(page);
    }
    expect((await get(withStorybook, '/storybook/index.json')).json()).toEqual({
      v: 5,
      entries: {},
    });
  });

  it('sends /storybook on to /storybook/, where the pages’ relative addresses resolve', async () => {
    const res = await get(withStorybook, '/storybook');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/storybook/');
  });

  it('keeps its hashed assets a year', async () => {
    const res = await get(withStorybook, '/storybook/assets/iframe-B1sC3EQ9.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('allows its inline scripts by their hashes and its own frame, and nothing else', async () => {
    const res = await get(withStorybook, '/storybook/iframe.html');
    expect(directivesOf(res.headers['content-security-policy'])).toEqual({
      'default-src': "'self'",
      'script-src': `'self' ${hashOf(SETTINGS)} ${hashOf(LOADER)}`,
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data:",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'frame-ancestors': "'self'",
    });
    const app = directivesOf(
      (await get(withStorybook, '/bookings')).headers['content-security-policy'],
    );
    expect(app['script-src']).toBe("'self'");
    expect(app['frame-ancestors']).toBe("'none'");
  });

  it('answers a missing file with 404, and leaves the API and the app’s pages as they were', async () => {
    const missing = await get(withStorybook, '/storybook/nowhere.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toBe(APP_INDEX);
    expect((await get(withStorybook, '/api/nowhere')).json().message).toContain('No such endpoint');
    const page = await get(withStorybook, '/bookings?page=2');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(APP_INDEX);
  });
});

describe('a dotfile in the Storybook build', () => {
  it('is never served, however the path is written: 404, as for a file not there', async () => {
    for (const url of [
      '/storybook/.env',
      '/storybook/.git/config',
      '/storybook/assets/.env',
      '/storybook/%2eenv',
      '/storybook/assets/../.env',
      '/storybook/.nowhere',
    ]) {
      const res = await get(withStorybook, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain(SECRET);
      expect(res.json().message, url).toContain('No such endpoint');
    }
  });
});

describe('no Storybook built', () => {
  it('answers /storybook with 404 rather than the app', async () => {
    for (const url of ['/storybook', '/storybook/', '/storybook/iframe.html']) {
      const res = await get(withoutStorybook, url);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toContain('No such endpoint');
    }
    expect((await get(withoutStorybook, '/bookings')).body).toBe(APP_INDEX);
  });
});
