/**
 * The one table of what a change makes stale (changed-resources.ts), as both its readers use it: a
 * change the app makes itself (useChange) and one the change stream brings (useLiveUpdates) ask
 * again for the same resources, the table's; and the app's own change resolves only once those on
 * screen have reloaded, never clearing what they showed meanwhile.
 */
import { AUDIT_ENTITIES, type AuditEntity } from '@plotline/domain';
import { act, waitFor } from '@testing-library/react';
import useSWR from 'swr';
import { describe, expect, it } from 'vitest';
import type { Resource } from '../data/cache';
import { useChange } from '../data/use-change';
import { fakeEventStream } from '../../test/fake-events';
import { renderSignedInHook } from '../../test/render-signed-in-hook';
import { EVERY_RESOURCE, RESOURCES_CHANGED_WITH } from './changed-resources';
import { useLiveUpdates } from './use-live-updates';

const TEXTS = { succeeded: 'Saved', failed: 'Failed' };
const saved = () => Promise.resolve({ data: {}, response: new Response('{}', { status: 200 }) });
const staleAfter = (entity: AuditEntity) => [...RESOURCES_CHANGED_WITH[entity]].sort();

/** A page showing a list of every resource, counting each one's loads and what it showed. */
function renderEveryResource() {
  const server = fakeEventStream();
  const loads = new Map<Resource, number>();
  const shown = new Map<Resource, unknown[]>();
  const useShown = (resource: Resource) => {
    const { data } = useSWR([resource, 'list'], async () => {
      loads.set(resource, (loads.get(resource) ?? 0) + 1);
      return `${resource}, load ${loads.get(resource)}`;
    });
    shown.set(resource, [...(shown.get(resource) ?? []), data]);
  };
  const rendered = renderSignedInHook(
    () => {
      useLiveUpdates();
      // The same hooks in the same order on every render: EVERY_RESOURCE is a constant.
      EVERY_RESOURCE.forEach(useShown);
      return useChange();
    },
    { routes: { 'GET /events': server.answer } },
  );
  const loadsOf = (resource: Resource) => loads.get(resource) ?? 0;
  const reloaded = () => EVERY_RESOURCE.filter((resource) => loadsOf(resource) > 1).sort();
  const ready = async () => {
    await waitFor(() => expect(EVERY_RESOURCE.every((it) => loadsOf(it) === 1)).toBe(true));
    await waitFor(() => expect(server.isOpen()).toBe(true));
  };
  const neverCleared = () =>
    EVERY_RESOURCE.every((resource) => !(shown.get(resource) ?? []).slice(1).includes(undefined));
  return { ...rendered, server, reloaded, ready, neverCleared };
}

describe.each(AUDIT_ENTITIES)('a change to a %s', (entity) => {
  it('the app makes itself reloads what the table says before it resolves', async () => {
    const { result, reloaded, ready, neverCleared } = renderEveryResource();
    await ready();
    await act(() => result.current(saved(), TEXTS, entity));
    expect(reloaded()).toEqual(staleAfter(entity));
    expect(neverCleared()).toBe(true);
  });

  it('the change stream brings reloads the same', async () => {
    const { server, reloaded, ready, neverCleared } = renderEveryResource();
    await ready();
    server.sendChange(1, { entity, entityId: 5, operation: 'someOperation', userId: 2 });
    await waitFor(() => expect(reloaded()).toEqual(staleAfter(entity)));
    expect(neverCleared()).toBe(true);
  });
});
