import type { AuditEntity, ChangeEvent } from '@plotline/domain';
import { useEffect, useState } from 'react';
import { useAuth } from '../auth/auth-context';
import { notChangedHereWithin, useRevalidate, type Resource } from '../data/cache';
import { useApi } from '../services';
import { changeListeners, type SubscribeToChanges } from './change-events';
import { EVERY_RESOURCE, RESOURCES_CHANGED_WITH } from './changed-resources';
import { shareChangeStream } from './shared-change-stream';

/**
 * A change of the user's own comes back from the stream; what this page changed itself within
 * this long it reloads, or has reloaded, after the server's answer. Another page of theirs
 * reloads it, having done nothing.
 */
const OWN_CHANGE_MS = 2_000;

/** Kinds of record whose change may change what the signed-in user may do. */
const ACCESS_ENTITIES: readonly AuditEntity[] = ['role', 'permission'];

/**
 * A change to the user themself, or to any role or permission (the user's roles come by name, so
 * any of them may be theirs), may change their access.
 */
const mayChangeAccessOf = (userId: number, change: ChangeEvent) =>
  ACCESS_ENTITIES.includes(change.entity) ||
  (change.entity === 'user' && change.entityId === userId);

/**
 * Keeps what is on screen as the server has it, for as long as a user is signed in: hears the
 * change stream (one per browser for all the user's tabs, shared-change-stream.ts) and asks again
 * for what each change made stale, keeping what is shown meanwhile, and for the user's own access
 * when it may have changed; a resync asks for everything. Used once, by the signed-in layout; returns the subscription an edit form uses to
 * hear that its record changed (useChangedWhileEditing).
 */
export function useLiveUpdates(): SubscribeToChanges {
  const api = useApi();
  const { user, refreshUser } = useAuth();
  const revalidate = useRevalidate();
  const [listeners] = useState(changeListeners);
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null) return;
    const stale = new Set<Resource>();
    let isAccessStale = false;
    // Changes that arrive together (a batch of 50 plots is 50 events in one piece of the stream)
    // are asked for once, right after the piece is read: no timer, as a page in a background tab
    // has its timers held back, and each moment waited is one more before the change shows.
    let isFlushQueued = false;

    const flush = () => {
      isFlushQueued = false;
      void revalidate([...stale]);
      stale.clear();
      if (isAccessStale) void refreshUser();
      isAccessStale = false;
    };
    const markStale = (resources: readonly Resource[], access: boolean) => {
      resources.forEach((resource) => stale.add(resource));
      isAccessStale ||= access;
      if (!isFlushQueued) queueMicrotask(flush);
      isFlushQueued = true;
    };

    const stop = shareChangeStream({
      api,
      userId,
      onChange: (change) => {
        const touched = RESOURCES_CHANGED_WITH[change.entity];
        const outdated =
          change.userId === userId ? notChangedHereWithin(touched, OWN_CHANGE_MS) : touched;
        markStale(outdated, mayChangeAccessOf(userId, change));
        listeners.notify(change);
      },
      onResync: () => markStale(EVERY_RESOURCE, true),
    });
    return () => {
      stop();
      stale.clear();
    };
  }, [api, userId, revalidate, refreshUser, listeners]);

  return listeners.subscribe;
}
