/**
 * This server's one hub of the changes the audit trail records: one listener on the database's
 * channel (drizzle/0011 announces every audit entry on commit, whichever server instance wrote
 * it), fanned out to every open change stream (change-stream.ts). Nothing is kept in memory
 * beyond the open streams: a stream that missed something resumes from the database by its
 * last event's id.
 */
import { CHANGE_STREAM, parseChangeEvent, type ChangeEvent } from '@plotline/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { TokenSession } from '../auth/access-tokens';
import type { CallerAccess } from '../auth/caller-access';
import type { SignedInUser } from '../auth/signed-in-user';
import type { Database, ListenToChannel } from '../db/database';

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
  /** Streams one account may hold open on this server at once. */
  streamsPerAccount: number;
};

/**
 * How long a stream goes on judging its changes by one reading of its caller's access, unless it
 * hears a change to a user, a role or a permission first: a burst of changes to many open streams
 * costs a read per stream a second rather than one per change.
 */
export const ACCESS_RECHECK_MS = 1000;
const ACCESS_ENTITIES = new Set(['user', 'role', 'permission']);

export type ChangeHub = {
  readonly limits: ChangeStreamLimits;
  /** Whether changes are heard as they commit: false with no listener, or one lost. */
  hearing(): boolean;
  /** Hears every change from now on, until the answer is called or the subscriber ended. */
  subscribe(subscriber: ChangeSubscriber): () => void;
  /**
   * Counts an open stream against its account's limit: its release, or null when the account
   * holds as many as it may.
   */
  admitStream(userId: number): (() => void) | null;
  /**
   * The token's holder as they are now, to judge what they may hear: read again after
   * ACCESS_RECHECK_MS, and at once after a change to any user, role or permission was heard
   * (a change is announced in commit order, so one that takes access away is heard before any
   * change it would hide). Null once the session has ended.
   */
  callerNow(
    db: Database,
    session: TokenSession,
    kept: CallerReading | null,
    now: number,
  ): Promise<CallerReading>;
  /** Stops listening and ends every subscriber, so no stream holds the server open. */
  close(): Promise<void>;
};

/** One stream's reading of its caller's access, and when and under which access changes it was made. */
export type CallerReading = { user: SignedInUser | null; readAt: number; accessChanges: number };

export type ChangeHubOptions = {
  /** The database's listener; without one (a test that follows no stream), nothing is heard. */
  listen: ListenToChannel | null;
  access: CallerAccess;
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
  const streamsOf = new Map<number, number>();
  let accessChanges = 0;
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
          if (ACCESS_ENTITIES.has(change.entity)) accessChanges += 1;
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

  const limits = { ...CHANGE_STREAM, ...options.limits };
  return {
    limits,
    hearing: () => hearing && !closed,
    subscribe(subscriber) {
      if (closed || !hearing) {
        subscriber.end();
        return () => {};
      }
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    admitStream(userId) {
      const open = streamsOf.get(userId) ?? 0;
      if (open >= limits.streamsPerAccount) return null;
      streamsOf.set(userId, open + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (streamsOf.get(userId) ?? 1) - 1;
        if (left > 0) streamsOf.set(userId, left);
        else streamsOf.delete(userId);
      };
    },
    async callerNow(db, session, kept, now) {
      const fresh =
        kept !== null &&
        kept.accessChanges === accessChanges &&
        now - kept.readAt >= 0 &&
        now - kept.readAt < ACCESS_RECHECK_MS;
      if (fresh) return kept;
      const changesBefore = accessChanges;
      const caller = await access.callerOf(db, session);
      const user = caller.kind === 'signed-in' ? caller.user : null;
      return { user, readAt: now, accessChanges: changesBefore };
    },
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
