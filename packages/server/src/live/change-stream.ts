/**
 * One caller's stream of changes (openapi.yaml `streamChanges`), as server-sent events:
 *
 *   retry: <ms>                       how long the client waits before reconnecting
 *   id: <entry id>                    for each change, in the order heard
 *   event: change
 *   data: {"entity":…,"entityId":…,"operation":…,"userId":…}
 *
 *   id: <newest entry id>             instead of the changes missed, when too many were
 *   event: resync
 *   data: {}
 *
 *   : heartbeat                       a comment now and then, for proxies
 *
 * It first sends what the audit trail recorded past Last-Event-ID, then (following) what the hub
 * hears. Each change goes only to a caller who may view its kind of record as they are now, not
 * as they were when the stream opened. It ends when the caller's access token expires (the client
 * reconnects with a fresh one), when the caller is blocked or gone, when the hub can no longer
 * promise every change (the client resumes from its last id), and, not following, after the
 * replay; it lets go of everything once the client has gone.
 */
import { mayHearOf } from '@plotline/domain';
import { asc, gt, max } from 'drizzle-orm';
import type { Database } from '../db/database';
import { auditEntries } from '../db/schema';
import type { Clock } from '../http/clock';
import type { Streamed } from '../http/handler';
import { streamedText, type WriteText } from '../http/streamed-text';
import type { TokenSession } from '../auth/access-tokens';
import type { CallerReading, ChangeHub, RecordedChange } from './change-hub';

/** Changes heard but not yet written, past which a client that reads too slowly is let go. */
const MOST_CHANGES_WAITING = 1000;
/** setTimeout's longest wait. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;
/** The audit trail's ids are PostgreSQL integers. */
const LARGEST_ID = 2 ** 31 - 1;

export type ChangeStreamRequest = {
  db: Database;
  clock: Clock;
  hub: ChangeHub;
  /** The caller's token's session, whose end ends the stream. */
  session: TokenSession;
  /** Lets go of the stream's place in its account's limit (ChangeHub admitStream). */
  release: () => void;
  /** The Last-Event-ID header as sent; undefined when absent. */
  lastEventId: string | undefined;
  follow: boolean;
  /** When the caller's access token expires. */
  accessExpiresAt: Date | null;
};

export const changeEventText = ({ id, entity, entityId, operation, userId }: RecordedChange) =>
  `id: ${id}\nevent: change\ndata: ${JSON.stringify({ entity, entityId, operation, userId })}\n\n`;

const resyncText = (newestId: number) => `id: ${newestId}\nevent: resync\ndata: {}\n\n`;

/** The id a client sent, or null for text that is no id of ours. */
function lastIdOf(header: string): number | null {
  if (!/^\d{1,10}$/.test(header)) return null;
  const id = Number(header);
  return id <= LARGEST_ID ? id : null;
}

type Missed = { kind: 'changes'; changes: RecordedChange[] } | { kind: 'resync'; newestId: number };

/**
 * What the audit trail recorded past the client's last id, oldest first; a resync when that is
 * more than the limit, or when the id is none the trail handed out (another database's, or text).
 */
async function missedSince(db: Database, header: string, replayLimit: number): Promise<Missed> {
  const [newest] = await db.select({ id: max(auditEntries.id) }).from(auditEntries);
  const newestId = newest?.id ?? 0;
  const lastId = lastIdOf(header);
  if (lastId === null || lastId > newestId) return { kind: 'resync', newestId };
  const rows = await db
    .select({
      id: auditEntries.id,
      entity: auditEntries.entity,
      entityId: auditEntries.entityId,
      operation: auditEntries.operation,
      userId: auditEntries.userId,
    })
    .from(auditEntries)
    .where(gt(auditEntries.id, lastId))
    .orderBy(asc(auditEntries.id))
    .limit(replayLimit + 1);
  if (rows.length > replayLimit) return { kind: 'resync', newestId };
  // The router alone writes the trail, so its entities are the contract's.
  return { kind: 'changes', changes: rows as RecordedChange[] };
}

export function changeStream(request: ChangeStreamRequest): Streamed<string> {
  const { db, clock, hub, session } = request;
  return streamedText<string>(async (writeText: WriteText, gone: AbortSignal) => {
    let finished = false;
    let finish = () => {};
    const done = new Promise<void>((resolve) => {
      finish = () => {
        finished = true;
        resolve();
      };
    });
    gone.addEventListener('abort', finish, { once: true });

    /** Writes go one after another, in the order the changes were heard. */
    let writing = Promise.resolve();
    let waiting = 0;
    const enqueue = (write: () => Promise<void>) => {
      waiting += 1;
      if (waiting > MOST_CHANGES_WAITING) finish();
      writing = writing
        .then(() => (finished ? undefined : write()))
        .catch(finish)
        .finally(() => {
          waiting -= 1;
        });
    };

    /**
     * Writes the change if the access policy lets the caller read its kind of record now; ends
     * once their session has (blocked, deleted, signed out everywhere).
     */
    let reading: CallerReading | null = null;
    const send = async (change: RecordedChange) => {
      reading = await hub.callerNow(db, session, reading, clock.now().getTime());
      const { user } = reading;
      if (!user?.isActive) return finish();
      if (finished || !mayHearOf(user, change)) return;
      await writeText(changeEventText(change));
    };

    // Heard while the missed changes are read, then sent after them, but for what they held.
    let heardDuringReplay: RecordedChange[] | null = [];
    const following = request.follow && hub.hearing();
    const unsubscribe = following
      ? hub.subscribe({
          change(change) {
            if (heardDuringReplay) heardDuringReplay.push(change);
            else enqueue(() => send(change));
          },
          end: finish,
        })
      : () => {};
    const timers: NodeJS.Timeout[] = [];
    try {
      await writeText(`retry: ${hub.limits.retrySeconds * 1000}\n\n`);
      let sentUpTo = 0;
      const replayed = new Set<number>();
      if (request.lastEventId !== undefined) {
        const missed = await missedSince(db, request.lastEventId, hub.limits.replayLimit);
        if (missed.kind === 'resync') {
          sentUpTo = missed.newestId;
          enqueue(() => writeText(resyncText(missed.newestId)));
        } else {
          for (const change of missed.changes) {
            replayed.add(change.id);
            enqueue(() => send(change));
          }
        }
      }
      const heard = heardDuringReplay;
      heardDuringReplay = null;
      for (const change of heard) {
        if (change.id > sentUpTo && !replayed.has(change.id)) enqueue(() => send(change));
      }
      if (!following) {
        await Promise.race([writing, done]);
        return;
      }
      const heartbeatMs = hub.limits.heartbeatSeconds * 1000;
      timers.push(setInterval(() => enqueue(() => writeText(': heartbeat\n\n')), heartbeatMs));
      if (request.accessExpiresAt) {
        const untilExpiry = request.accessExpiresAt.getTime() - clock.now().getTime();
        timers.push(setTimeout(finish, Math.min(Math.max(untilExpiry, 0), LONGEST_TIMER_MS)));
      }
      // Changes heard but not yet written are left for the client to replay when it reconnects.
      await done;
    } finally {
      finished = true;
      request.release();
      unsubscribe();
      for (const timer of timers) clearTimeout(timer);
      gone.removeEventListener('abort', finish);
    }
  });
}
