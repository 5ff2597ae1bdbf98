import type { ChangeEvent } from '@plotline/domain';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../test/fake-api';
import { fakeEventStream } from '../../test/fake-events';
import { STORED } from '../../test/render-app';
import { startChangeStream } from './change-stream';

const BOOKING_CHANGED = {
  entity: 'booking',
  entityId: 42,
  operation: 'updateBooking',
  userId: 2,
} as const;

let stop = () => {};
afterEach(() => {
  stop();
  vi.restoreAllMocks();
});

/** The stream over a fake API, with the waits between connections recorded and skipped. */
function listen(routes: Parameters<typeof fakeApi>[0]) {
  const { api, calls, storage } = fakeApi(routes, STORED);
  const changes: ChangeEvent[] = [];
  const waits: number[] = [];
  let resyncs = 0;
  stop = startChangeStream({
    api,
    onChange: (change) => changes.push(change),
    onResync: () => {
      resyncs += 1;
    },
    wait: async (milliseconds) => {
      waits.push(milliseconds);
    },
  });
  return { changes, waits, resyncs: () => resyncs, calls, storage };
}

describe('the change stream', () => {
  it('hands over each change as it arrives, an event split across chunks too', async () => {
    const server = fakeEventStream();
    const { changes } = listen({ 'GET /events': server.answer });
    await waitFor(() => expect(server.isOpen()).toBe(true));
    const event = `id: 7\nevent: change\ndata: ${JSON.stringify(BOOKING_CHANGED)}\n\n`;
    server.send(': heartbeat\n\n');
    server.send(event.slice(0, 25));
    expect(changes).toEqual([]);
    server.send(event.slice(25));
    await waitFor(() => expect(changes).toEqual([BOOKING_CHANGED]));
  });

  it('sends the bearer token, and the last id as Last-Event-ID on reconnecting', async () => {
    const server = fakeEventStream();
    const { changes, waits } = listen({ 'GET /events': server.answer });
    await waitFor(() => expect(server.isOpen()).toBe(true));
    expect(server.connections[0]!.request.headers.get('Authorization')).toBe('Bearer access');
    server.sendChange(7, BOOKING_CHANGED);
    server.sendChange(8, { ...BOOKING_CHANGED, entityId: 43 });
    await waitFor(() => expect(changes).toHaveLength(2));
    // The server ends the stream when the access token expires.
    server.end();
    await waitFor(() => expect(server.connections).toHaveLength(2));
    expect(server.lastEventIds()).toEqual([null, '8']);
    expect(waits).toEqual([2000]);
  });

  it("waits as the server's retry says before reconnecting", async () => {
    const server = fakeEventStream();
    const { waits } = listen({ 'GET /events': server.answer });
    await waitFor(() => expect(server.isOpen()).toBe(true));
    server.send('retry: 5000\n\n');
    server.end();
    await waitFor(() => expect(server.connections).toHaveLength(2));
    expect(waits).toEqual([5000]);
  });

  it('tells of a resync, and ignores what it cannot read', async () => {
    const server = fakeEventStream();
    const { changes, resyncs } = listen({ 'GET /events': server.answer });
    await waitFor(() => expect(server.isOpen()).toBe(true));
    server.send('id: 3\nevent: change\ndata: {"entity":"spaceship","entityId":1}\n\n');
    server.send('id: 600\nevent: resync\ndata: {}\n\n');
    await waitFor(() => expect(resyncs()).toBe(1));
    expect(changes).toEqual([]);
  });

  it('backs off while connecting keeps failing, and starts afresh once it connects', async () => {
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server = fakeEventStream();
    let refusals = 3;
    const { waits } = listen({
      'GET /events': (request) => (refusals-- > 0 ? json(503, {}) : server.answer(request)),
    });
    await waitFor(() => expect(server.isOpen()).toBe(true));
    expect(waits).toEqual([2000, 4000, 8000]);
    expect(logged).toHaveBeenCalledTimes(3);
    server.end();
    await waitFor(() => expect(server.connections).toHaveLength(2));
    expect(waits.at(-1)).toBe(2000);
  });

  it('renews an expired access token as every call does, and reconnects with the new one', async () => {
    const server = fakeEventStream();
    const { storage } = listen({
      'GET /events': (request) =>
        request.headers.get('Authorization') === 'Bearer renewed'
          ? server.answer(request)
          : json(401, { message: 'Token expired' }),
      'POST /auth/refresh': () => json(200, { accessToken: 'renewed', refreshToken: 'rotated' }),
    });
    await waitFor(() => expect(server.isOpen()).toBe(true));
    expect(storage.get('accessToken')).toBe('renewed');
  });

  it('stops reading and never reconnects once stopped', async () => {
    const server = fakeEventStream();
    const { calls } = listen({ 'GET /events': server.answer });
    await waitFor(() => expect(server.isOpen()).toBe(true));
    stop();
    await waitFor(() => expect(server.isOpen()).toBe(false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((call) => call === 'GET /events')).toHaveLength(1);
  });
});
