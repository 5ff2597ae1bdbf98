/**
 * The one table of what a change makes stale (changed-resources.ts), as both its readers use it: a
 * change the app makes itself (useChange) and one the change stream brings (useLiveUpdates) ask
 * again for the same resources, the table's; and the app's own change resolves only once those on
 * screen have reloaded, never clearing what they showed meanwhile.
 */
import { AUDIT_ENTITIES, type AuditEntity } from '@plotline/domain';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useChange } from '../data/use-change';
import { fakeEventStream } from '../../test/fake-events';
import { renderSignedInHook } from '../../test/render-signed-in-hook';
import { shownResources } from '../../test/shown-resources';
import { EVERY_RESOURCE, RESOURCES_CHANGED_WITH } from './changed-resources';
import { useLiveUpdates } from './use-live-updates';

const TEXTS = { succeeded: 'Saved', failed: 'Failed' };
const saved = () => Promise.resolve({ data: {}, response: new Response('{}', { status: 200 }) });
const staleAfter = (entity: AuditEntity) => [...RESOURCES_CHANGED_WITH[entity]].sort();

/** A page showing a list of every resource, with the change stream open. */
function renderEveryResource() {
  const server = fakeEventStream();
  const lists = shownResources(EVERY_RESOURCE);
  const rendered = renderSignedInHook(
    () => {
      useLiveUpdates();
      lists.useShownResources();
      return useChange();
    },
    { routes: { 'GET /events': server.answer } },
  );
  const ready = async () => {
    await lists.loadedOnce();
    await waitFor(() => expect(server.isOpen()).toBe(true));
  };
  return { ...rendered, ...lists, server, ready };
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
