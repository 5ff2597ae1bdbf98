/**
 * The change stream (streamChanges) on a listening server: changes made over HTTP arrive as they
 * commit, a reconnecting client gets what it missed or a resync, each caller hears only of what
 * they may view as they are now, and the stream ends when it should.
 */
import { max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, permissions, roles } from '../src/db/schema';
import { eq, inArray } from 'drizzle-orm';
import { movableClock } from './support/movable-clock';
import { openEventStream, WAIT_MS } from './support/event-stream';
import { startTestServer, type TestServer } from './support/test-server';
import { ACCESS_TOKEN_SECONDS } from '../src/auth/access-tokens';

const REPLAY_LIMIT = 5;
const clock = movableClock(new Date('2026-11-22T06:30:00Z'));

let server: TestServer;
let baseUrl: string;
let admin: { authorization: string };
let projectCounter = 0;

beforeAll(async () => {
  server = await startTestServer({
    clock,
    changeStreamLimits: { replayLimit: REPLAY_LIMIT, heartbeatSeconds: 0.2 },
  });
  baseUrl = await server.app.listen({ host: '127.0.0.1', port: 0 });
  admin = await server.admin();
});
afterAll(() => server.close());

const stream = (headers: Record<string, string>, query = '') =>
  openEventStream(`${baseUrl}/api/events${query}`, headers);

async function createProject(headers = admin): Promise<number> {
  const answer = await server.request({
    method: 'POST',
    url: '/api/projects',
    headers,
    payload: {
      name: `Stream ${++projectCounter}`,
      totalProjectArea: 10000,
      roadsArea: 1000,
      totalSaleableArea: 1000,
    },
  });
  expect(answer.status).toBe(201);
  return answer.body.id;
}

async function createPlot(projectId: number): Promise<number> {
  const answer = await server.request({
    method: 'POST',
    url: '/api/plots',
    headers: admin,
    payload: { projectId, plotNumber: `S-${++projectCounter}`, plotSize: 100 },
  });
  expect(answer.status).toBe(201);
  return answer.body.id;
}

async function newestEntryId(): Promise<number> {
  const [row] = await server.db.select({ id: max(auditEntries.id) }).from(auditEntries);
  return row?.id ?? 0;
}

const dataOf = (event: { data?: string }) => JSON.parse(event.data ?? 'null');

describe('a stream following changes', () => {
  it('is an event stream nothing may buffer or keep, opening with the reconnection delay', async () => {
    const opened = await stream(admin);
    expect(opened.status).toBe(200);
    expect(opened.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(opened.headers['cache-control']).toBe('no-cache, no-store');
    expect(opened.headers['x-accel-buffering']).toBe('no');
    expect(await opened.nextEvent()).toEqual({ retry: '2000' });
    opened.close();
  });

  it('hears a change made over HTTP as it commits, with its audit entry’s id', async () => {
    const opened = await stream(admin);
    await opened.nextEvent();
    const projectId = await createProject();
    const event = await opened.nextEvent();
    expect(event).toEqual({
      id: String(await newestEntryId()),
      event: 'change',
      data: expect.any(String),
    });
    const [adminRow] = await server.db
      .select({ id: auditEntries.userId })
      .from(auditEntries)
      .where(eq(auditEntries.id, Number(event.id)));
    expect(dataOf(event)).toEqual({
      entity: 'project',
      entityId: projectId,
      operation: 'createProject',
      userId: adminRow!.id,
    });
    opened.close();
  });

  it('sends a heartbeat comment on a quiet stream', async () => {
    const opened = await stream(admin);
    await opened.nextEvent();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(opened.comments).toContain('heartbeat');
    opened.close();
  });

  it('tells each caller only of what they may view, as they may now', async () => {
    const viewer = await server.userWith(['plots.view']);
    const opened = await stream(viewer.headers);
    await opened.nextEvent();
    const projectId = await createProject();
    const plotId = await createPlot(projectId);
    const event = await opened.nextEvent();
    expect(dataOf(event)).toMatchObject({ entity: 'plot', entityId: plotId });

    // Their role loses plots.view through the API, which forgets what their token proved.
    const [role] = await server.db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.name, `role-of-${await usernameOf(viewer.id)}`));
    const [projectsView] = await server.db
      .select({ id: permissions.id })
      .from(permissions)
      .where(inArray(permissions.name, ['projects.view']));
    const changed = await server.request({
      method: 'PUT',
      url: `/api/rolepermissions/${role!.id}/permissions`,
      headers: admin,
      payload: { permissionIds: [projectsView!.id] },
    });
    expect(changed.status).toBe(200);
    await createPlot(projectId);
    const later = await createProject();
    const next = await opened.nextEvent();
    // The role's own change is no record they may view; the plot no longer; the project now.
    expect(dataOf(next)).toMatchObject({ entity: 'project', entityId: later });
    opened.close();
  });

  it('ends when the caller is blocked', async () => {
    const viewer = await server.userWith(['projects.view']);
    const opened = await stream(viewer.headers);
    await opened.nextEvent();
    const blocked = await server.request({
      method: 'POST',
      url: `/api/users/${viewer.id}/block`,
      headers: admin,
    });
    expect(blocked.status).toBe(200);
    await createProject();
    expect(await opened.ended()).toEqual([]);
  });
});

async function usernameOf(id: number): Promise<string> {
  const answer = await server.request({ method: 'GET', url: `/api/users/${id}`, headers: admin });
  return answer.body.username;
}

describe('a client reconnecting', () => {
  it('first gets what it missed since Last-Event-ID, then, not following, the end', async () => {
    const lastSeen = await newestEntryId();
    const missed = [await createProject(), await createProject(), await createProject()];
    const opened = await stream({ ...admin, 'last-event-id': String(lastSeen) }, '?follow=false');
    const events = await opened.ended();
    expect(events[0]).toEqual({ retry: '2000' });
    expect(events.slice(1).map((e) => [e.event, dataOf(e).entityId])).toEqual(
      missed.map((id) => ['change', id]),
    );
    expect(events.slice(1).map((e) => Number(e.id))).toEqual([
      lastSeen + 1,
      lastSeen + 2,
      lastSeen + 3,
    ]);
  });

  it('then hears new changes after the missed ones, each once', async () => {
    const lastSeen = await newestEntryId();
    const missed = await createProject();
    const opened = await stream({ ...admin, 'last-event-id': String(lastSeen) });
    await opened.nextEvent();
    expect(dataOf(await opened.nextEvent())).toMatchObject({ entityId: missed });
    const fresh = await createProject();
    expect(dataOf(await opened.nextEvent())).toMatchObject({ entityId: fresh });
    opened.close();
  });

  it(`gets one resync, with the newest id, past ${REPLAY_LIMIT} missed changes`, async () => {
    const lastSeen = await newestEntryId();
    for (let i = 0; i <= REPLAY_LIMIT; i++) await createProject();
    const opened = await stream({ ...admin, 'last-event-id': String(lastSeen) }, '?follow=false');
    expect(await opened.ended()).toEqual([
      { retry: '2000' },
      { id: String(await newestEntryId()), event: 'resync', data: '{}' },
    ]);
  });

  it('gets a resync for an id the trail never handed out', async () => {
    for (const lastEventId of ['not-an-id', '99999999']) {
      const opened = await stream({ ...admin, 'last-event-id': lastEventId }, '?follow=false');
      const events = await opened.ended();
      expect(events.map((e) => e.event)).toEqual([undefined, 'resync']);
    }
  });

  it('without Last-Event-ID and not following, gets the reconnection delay alone', async () => {
    const opened = await stream(admin, '?follow=false');
    expect(await opened.ended()).toEqual([{ retry: '2000' }]);
  });
});

describe('a stream’s end', () => {
  it('comes when the access token expires, for the client to reconnect with a fresh one', async () => {
    const headers = await server.admin();
    clock.advance((ACCESS_TOKEN_SECONDS - 1) * 1000);
    const opened = await stream(headers);
    await opened.nextEvent();
    const started = Date.now();
    await opened.ended();
    expect(Date.now() - started).toBeGreaterThan(500);
    admin = await server.admin();
  });

  it('is refused to a caller without a token', async () => {
    const opened = await stream({});
    expect(opened.status).toBe(401);
  });

  it('comes for every open stream when the server closes, so closing does not wait on them', async () => {
    const closing = await startTestServer();
    const url = await closing.app.listen({ host: '127.0.0.1', port: 0 });
    const opened = await openEventStream(`${url}/api/events`, await closing.admin());
    await opened.nextEvent();
    const started = Date.now();
    await closing.app.close();
    // A stream left open would hold closing until its token expired, minutes away.
    expect(Date.now() - started).toBeLessThan(WAIT_MS);
    await opened.ended();
    await closing.close();
  });
});
