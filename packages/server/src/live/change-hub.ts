/**
 * This server's one hub of the changes the audit trail records: one listener on the database's
 * channel (drizzle/0011 announces every audit entry on commit, whichever server instance wrote
 * it), fanned out to every open change stream (change-stream.ts). Nothing is kept in memory
 * beyond the open streams: a stream that missed something resumes from the database by its
 * last event's id.
 */
import { CHANGE_STREAM, parseChangeEvent, type ChangeEvent } from '@plotline/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AccessCache } from '../auth/access-cache';
import type { SignedInUser } from '../auth/signed-in-user';
import type { Executor, ListenToChannel } from '../db/database';

export const CHANGES_CHANNEL = 'plotline_changes';

/** A change as the audit trail recorded it: the event, and its entry's id. */
export type RecordedChange = ChangeEvent & { id: number };

export type ChangeSubscriber = {
  change: (change: RecordedChange) => void;
  /** The hub can no longer promise every change (it lost its listener, or is closing). */
  end: () => void;
};

/** The domain's CHANGE_STREAM, which a test may shorten. */
export type ChangeStreamLimits = {
  replayLimit: number;
  heartbeatSeconds: number;
  retrySeconds: number;
};

export type ChangeHub = {
  readonly limits: ChangeStreamLimits;
  /** Whether changes are heard as they commit: false with no listener, or one lost. */
  hearing(): boolean;
  /** Hears every change from now on, until the answer is called or the subscriber ended. */
  subscribe(subscriber: ChangeSubscriber): () => void;
  /** The user as they are now, within the access cache's seconds, to judge what they may hear. */
  userNow(db: Executor, userId: number): Promise<SignedInUser | null>;
  /** Stops listening and ends every subscriber, so no stream holds the server open. */
  close(): Promise<void>;
};

export type ChangeHubOptions = {
  /** The database's listener; without one (a test that follows no stream), nothing is heard. */
  listen: ListenToChannel | null;
  access: AccessCache;
  log: FastifyBaseLogger;
  limits?: Partial<ChangeStreamLimits>;
};

/** The change an announcement names, or null for anything else. */
export function recordedChangeOf(payload: string): RecordedChange | null {
  const event = parseChangeEvent(payload);
  if (!event) return null;
  const { id } = JSON.parse(payload) as { id?: unknown };
  return Number.isInteger(id) ? { id: id as number, ...event } : null;
}

export async function changeHub(options: ChangeHubOptions): Promise<ChangeHub> {
  const { listen, access, log } = options;
  const subscribers = new Set<ChangeSubscriber>();
  let hearing = false;
  let closed = false;

  const endAll = () => {
    const ending = [...subscribers];
    subscribers.clear();
    for (const subscriber of ending) subscriber.end();
  };

  const stop = listen
    ? await listen(CHANGES_CHANNEL, {
        notified(payload) {
          const change = recordedChangeOf(payload);
          if (!change) {
            log.warn({ payload }, `An announcement on ${CHANGES_CHANNEL} named no change`);
            return;
          }
          for (const subscriber of subscribers) subscriber.change(change);
        },
        hearing(state) {
          if (closed) return;
          if (state.hearing) {
            if (!hearing) log.info(`Listening for changes on ${CHANGES_CHANNEL}`);
            hearing = true;
            return;
          }
          hearing = false;
          log.error(
            state.error,
            `Lost the connection listening for changes; trying again. Open change streams end, ` +
              'and their clients resume from their last event',
          );
          endAll();
        },
      })
    : null;

  return {
    limits: { ...CHANGE_STREAM, ...options.limits },
    hearing: () => hearing && !closed,
    subscribe(subscriber) {
      if (closed || !hearing) {
        subscriber.end();
        return () => {};
      }
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    userNow: (db, userId) => access.signedInUser(db, userId),
    async close() {
      if (closed) return;
      closed = true;
      endAll();
      await stop?.();
      // A turn of the event loop lets the ended streams end their answers, so the server's close,
      // which comes next, finds their connections idle and closes them rather than waiting.
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}
