import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

const INDEX = '<!doctype html><div id="root"></div><script src="/assets/app-1a2b.js"></script>';
const SCRIPT = 'console.log("Plotline");'.repeat(20);
const SECRET = 'DATABASE_URL=postgres://owner:secret@db/plotline';

/** A build as `vite build` leaves it: each text file with its brotli and gzip copies. */
function writeBuild(dir: string) {
  mkdirSync(join(dir, 'assets'));
  for (const [name, content] of [
    ['index.html', INDEX],
    ['assets/app-1a2b.js', SCRIPT],
  ] as const) {
    writeFileSync(join(dir, name), content);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(content));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(content));
  }
  // What a careless deploy may leave beside the build.
  mkdirSync(join(dir, '.git'));
  for (const name of ['.env', '.git/config', 'assets/.env']) {
    writeFileSync(join(dir, name), SECRET);
    writeFileSync(join(dir, `${name}.gz`), gzipSync(SECRET));
  }
}

let appDir: string;
let server: TestServer;
beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'plotline-app-'));
  writeBuild(appDir);
  server = await startTestServer({ appDir });
});
afterAll(async () => {
  await server.close();
  rmSync(appDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('the built app', () => {
  it('keeps a hashed asset a year, sent as the brotli copy to a browser that takes it', async () => {
    const res = await get('/assets/app-1a2b.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy, or the file itself, to browsers that take only that', async () => {
    const gzipped = await get('/assets/app-1a2b.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/app-1a2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('asks for index.html afresh on every load, at / and at a client-side route', async () => {
    for (const url of ['/', '/bookings?page=2']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    }
  });

  it('serves no dotfile, nor index.html in its place, however the path is written', async () => {
    for (const url of [
      '/.env',
      '/.git/config',
      '/assets/.env',
      '/%2eenv',
      '/.git/%63onfig',
      '/assets/../.env',
      '/.nowhere',
    ]) {
      for (const acceptEncoding of [undefined, 'gzip']) {
        const res = await get(url, acceptEncoding);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().message, url).toContain('No such endpoint');
      }
    }
  });

  it('answers an unknown API path with the error shape, not the app', async () => {
    const res = await get('/api/nowhere');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('No such endpoint');
  });
});
