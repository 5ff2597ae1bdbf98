import type { ChangeEvent } from '@plotline/domain';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { fakeEventStream } from '../../test/fake-events';
import { STORED } from '../../test/render-app';
import { shareChangeStream } from './shared-change-stream';

const BOOKING_CHANGED = {
  entity: 'booking',
  entityId: 42,
  operation: 'createBooking',
  userId: 2,
} as const;

/**
 * The Web Locks of one browser, as the standard grants them: one holder per name, the next in line
 * when it lets go, and a request withdrawn by its signal rejected with an AbortError.
 */
function browserLocks(): LockManager {
  const queues = new Map<string, (() => void)[]>();
  const held = new Set<string>();
  const grant = (name: string) => {
    const next = queues.get(name)?.shift();
    if (next) next();
    else held.delete(name);
  };
  const request = (
    name: string,
    { signal }: LockOptions,
    callback: (lock: Lock | null) => Promise<unknown>,
  ) =>
    new Promise((resolve, reject) => {
      const run = () => {
        held.add(name);
        void callback({ name, mode: 'exclusive' })
          .then(resolve, reject)
          .finally(() => grant(name));
      };
      if (!held.has(name)) return run();
      const queue = queues.get(name) ?? [];
      queues.set(name, [...queue, run]);
      // Only a request still waiting is withdrawn; a lock granted is held until its callback ends.
      signal?.addEventListener('abort', () => {
        const waiting = queues.get(name) ?? [];
        if (!waiting.includes(run)) return;
        queues.set(
          name,
          waiting.filter((other) => other !== run),
        );
        reject(new DOMException('Aborted', 'AbortError'));
      });
    });
  return { request, query: async () => ({}) } as unknown as LockManager;
}

const stops: (() => void)[] = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
});

/** A tab of one browser, signed in as userId, listening for changes. */
function openTab(locks: LockManager, server: ReturnType<typeof fakeEventStream>, userId = 2) {
  const { api } = fakeApi({ 'GET /events': server.answer }, STORED);
  const changes: ChangeEvent[] = [];
  const stop = shareChangeStream({
    api,
    userId,
    locks,
    onChange: (change) => changes.push(change),
    onResync: () => {},
  });
  stops.push(stop);
  return { changes, stop };
}

/** Two tabs of one user in one browser, once the first has heard change 7 and told the second. */
async function twoTabsHearingAChange() {
  const locks = browserLocks();
  const server = fakeEventStream();
  const first = openTab(locks, server);
  const second = openTab(locks, server);
  await waitFor(() => expect(server.isOpen()).toBe(true));
  server.sendChange(7, BOOKING_CHANGED);
  await waitFor(() => expect(second.changes).toEqual([BOOKING_CHANGED]));
  return { server, first, second };
}

describe("a browser's tabs share one change stream", () => {
  it('one tab listens, and every tab hears each change', async () => {
    const { server, first } = await twoTabsHearingAChange();
    expect(first.changes).toEqual([BOOKING_CHANGED]);
    expect(server.connections).toHaveLength(1);
  });

  it('when the listening tab closes another takes over, from the last change they heard', async () => {
    const { server, first, second } = await twoTabsHearingAChange();
    first.stop();
    await waitFor(() => expect(server.connections).toHaveLength(2));
    expect(server.connections[0]!.isOpen).toBe(false);
    expect(server.lastEventIds()).toEqual([null, '7']);
    server.sendChange(8, { ...BOOKING_CHANGED, entityId: 43 });
    await waitFor(() => expect(second.changes).toHaveLength(2));
    expect(first.changes).toHaveLength(1);
  });

  it('a tab signed in as someone else listens for itself', async () => {
    const locks = browserLocks();
    const server = fakeEventStream();
    openTab(locks, server, 2);
    openTab(locks, server, 3);
    await waitFor(() => expect(server.connections).toHaveLength(2));
  });
});
