import type { ChangeEvent } from '@plotline/domain';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Resource } from '../data/cache';
import type { Answer } from '../api-call';
import { useChange } from '../data/use-change';
import { user } from '../../test/fake-api';
import { fakeEventStream } from '../../test/fake-events';
import { renderSignedInHook } from '../../test/render-signed-in-hook';
import { shownResources } from '../../test/shown-resources';
import { useLiveUpdates } from './use-live-updates';

const SHOWN: readonly Resource[] = [
  'amenities',
  'audit',
  'bookings',
  'channel-partners',
  'dashboard',
  'follow-ups',
  'notifications',
  'permissions',
  'plot-numbers',
  'plots',
  'project-names',
  'projects',
  'roles',
  'users',
];

const change = (entity: string, entityId: number, userId: number | null = 2) => ({
  entity,
  entityId,
  operation: 'someOperation',
  userId,
});

/** A page showing one list of every resource, with the change stream open. */
function renderLiveUpdates() {
  const server = fakeEventStream();
  const lists = shownResources(SHOWN);
  const refreshUser = vi.fn(async () => {});
  const rendered = renderSignedInHook(
    () => {
      const subscribe = useLiveUpdates();
      lists.useShownResources();
      return subscribe;
    },
    { routes: { 'GET /events': server.answer }, refreshUser },
  );
  const ready = async () => {
    await lists.loadedOnce();
    await waitFor(() => expect(server.isOpen()).toBe(true));
  };
  return { ...rendered, ...lists, server, refreshUser, ready };
}

const TEXTS = { succeeded: 'Saved', failed: 'Failed' };

afterEach(() => vi.restoreAllMocks());

describe('live updates', () => {
  it('ask again for what a booking change made stale, never clearing what is shown', async () => {
    const { server, reloaded, shown, ready, neverCleared } = renderLiveUpdates();
    await ready();
    server.sendChange(11, change('booking', 42));
    await waitFor(() =>
      expect(reloaded()).toEqual([
        'audit',
        'bookings',
        'dashboard',
        'follow-ups',
        'notifications',
        'plots',
        'projects',
      ]),
    );
    await waitFor(() => expect(shown.get('bookings')?.at(-1)).toBe('bookings, load 2'));
    // Once loaded, each list showed its last answer until the next came: never nothing.
    expect(neverCleared()).toBe(true);
  });

  it.each([
    [
      'plot',
      [
        'audit',
        'bookings',
        'dashboard',
        'follow-ups',
        'notifications',
        'plot-numbers',
        'plots',
        'projects',
      ],
    ],
    [
      'project',
      [
        'audit',
        'bookings',
        'dashboard',
        'follow-ups',
        'notifications',
        'plots',
        'project-names',
        'projects',
      ],
    ],
    ['followUp', ['audit', 'dashboard', 'follow-ups', 'notifications']],
    ['channelPartner', ['audit', 'bookings', 'channel-partners', 'dashboard']],
    ['amenity', ['amenities', 'audit', 'projects']],
    ['role', ['audit', 'permissions', 'roles', 'users']],
  ])('ask again, after a change to a %s, for %j', async (entity, stale) => {
    const { server, reloaded, ready } = renderLiveUpdates();
    await ready();
    server.sendChange(12, change(entity, 5));
    await waitFor(() => expect(reloaded()).toEqual(stale));
  });

  it('ask once for what changes heard together made stale', async () => {
    const { server, loadsOf, ready } = renderLiveUpdates();
    await ready();
    server.send(
      [1, 2, 3, 4, 5]
        .map((id) => `id: ${id}\nevent: change\ndata: ${JSON.stringify(change('plot', id))}\n\n`)
        .join(''),
    );
    await waitFor(() => expect(loadsOf('plots')).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(loadsOf('plots')).toBe(2);
  });

  it('ask again for everything, and for the user’s access, on a resync', async () => {
    const { server, reloaded, refreshUser, ready } = renderLiveUpdates();
    await ready();
    server.send('id: 900\nevent: resync\ndata: {}\n\n');
    await waitFor(() => expect(reloaded()).toEqual(SHOWN));
    expect(refreshUser).toHaveBeenCalledTimes(1);
  });

  it("ask again for the user's access after a change to them or to any role, not to another user", async () => {
    const { server, refreshUser, loadsOf, ready } = renderLiveUpdates();
    await ready();
    server.sendChange(20, change('user', 7));
    await waitFor(() => expect(loadsOf('users')).toBe(2));
    expect(refreshUser).not.toHaveBeenCalled();
    server.sendChange(21, change('user', 1));
    await waitFor(() => expect(refreshUser).toHaveBeenCalledTimes(1));
    server.sendChange(22, change('permission', 3));
    await waitFor(() => expect(refreshUser).toHaveBeenCalledTimes(2));
  });

  it('hand every change to whoever listens', async () => {
    const { server, result, ready } = renderLiveUpdates();
    await ready();
    const heard: ChangeEvent[] = [];
    act(() => void result.current((heardChange) => heard.push(heardChange)));
    server.sendChange(30, change('booking', 42, null));
    await waitFor(() =>
      expect(heard).toEqual([
        { entity: 'booking', entityId: 42, operation: 'someOperation', userId: null },
      ]),
    );
  });

  it("leave a change of the page's own, heard before the server answers, to the reload after the answer", async () => {
    const server = fakeEventStream();
    const lists = shownResources(SHOWN);
    const { result } = renderSignedInHook(
      () => {
        useLiveUpdates();
        lists.useShownResources();
        return useChange();
      },
      { routes: { 'GET /events': server.answer } },
    );
    await lists.loadedOnce();
    await waitFor(() => expect(server.isOpen()).toBe(true));
    let answer = (_answered: Answer<unknown>) => {};
    const call = new Promise<Answer<unknown>>((resolve) => (answer = resolve));
    let made = Promise.resolve<unknown>(undefined);
    act(() => void (made = result.current(call, TEXTS, 'booking')));
    server.sendChange(40, change('booking', 42, user().id));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lists.loadsOf('bookings')).toBe(1);
    await act(async () => {
      answer({ data: {}, response: new Response('{}', { status: 201 }) });
      await made;
    });
    expect(lists.loadsOf('bookings')).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lists.loadsOf('bookings')).toBe(2);
  });

  it('stop listening when the signed-in frame goes', async () => {
    const { server, unmount, calls, ready } = renderLiveUpdates();
    await ready();
    unmount();
    await waitFor(() => expect(server.isOpen()).toBe(false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((call) => call === 'GET /events')).toHaveLength(1);
  });
});
