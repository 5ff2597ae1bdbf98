import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('serves the OpenAPI reference at /api/docs', async () => {
  const res = await server.request({ method: 'GET', url: '/api/docs/json' });
  expect(res.status).toBe(200);
  expect(res.body.info.title).toBe('Plotline API');
});

it('answers unknown endpoints with the error shape', async () => {
  const res = await server.request({ method: 'GET', url: '/api/nowhere' });
  expect(res.status).toBe(404);
  expect(res.body.message).toContain('No such endpoint');
});

it("tells the server's own time of every answer in Server-Timing", async () => {
  const signedIn = await server.request({
    method: 'GET',
    url: '/api/auth/me',
    headers: await server.admin(),
  });
  const missing = await server.request({ method: 'GET', url: '/api/nowhere' });
  for (const res of [signedIn, missing]) {
    expect(res.headers['server-timing']).toMatch(/^app;dur=\d+\.\d{2}$/);
  }
});
