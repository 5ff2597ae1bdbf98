/**
 * The changes the server streams to open screens (openapi.yaml `streamChanges`): one per audit
 * entry, sent to whoever may view that kind of record.
 */
import { mayRead, type PolicyCaller } from '../access/access-policy';
import { isAuditEntity, type AuditEntity } from '../audit/audit-entities';

export type ChangeEvent = {
  entity: AuditEntity;
  entityId: number;
  /** The contract's operationId that made the change. */
  operation: string;
  userId: number | null;
};

/** Who may hear of a change to a record: whoever may read that kind of record (the access policy). */
export function mayHearOf(caller: PolicyCaller, change: Pick<ChangeEvent, 'entity'>): boolean {
  return mayRead(caller, change.entity);
}

export const CHANGE_STREAM = {
  /** Changes missed while away are sent on reconnecting, up to this many; past it, a resync. */
  replayLimit: 500,
  /** A comment this often keeps proxies from closing a quiet stream. */
  heartbeatSeconds: 20,
  /** A client waits this long before reconnecting after the stream broke. */
  retrySeconds: 2,
  /** The contract takes a Last-Event-ID of at most this many characters. */
  lastEventIdLength: 20,
  /**
   * Streams one account may hold open on a server: a tab holds one, and browsers open at most six
   * connections to a host, so more is no person's work.
   */
  streamsPerAccount: 5,
} as const;

export const CHANGE_STREAM_MESSAGES = {
  tooManyStreams: `Too many live connections are open for your account (at most ${CHANGE_STREAM.streamsPerAccount}). Close a tab and try again.`,
} as const;

/** The change an event's data names, or null for anything else. */
export function parseChangeEvent(data: string): ChangeEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { entity, entityId, operation, userId } = value as Record<string, unknown>;
  if (typeof entity !== 'string' || !isAuditEntity(entity)) return null;
  if (!Number.isInteger(entityId) || typeof operation !== 'string') return null;
  if (userId !== null && !Number.isInteger(userId)) return null;
  return { entity, entityId: entityId as number, operation, userId: userId as number | null };
}

/**
 * What an open edit form says when someone else changes its record meanwhile; the form keeps
 * what was typed. A booking's save still meets its version check (booking-conflict.ts); a record
 * without versions is saved over the other change, which the notice says.
 */
export function changedWhileEditingNotice(recordNoun: string, versioned: boolean): string {
  const opening = `Someone else changed this ${recordNoun} while you were editing it. What you typed is kept`;
  return versioned
    ? `${opening}; if it conflicts with their change, saving is refused and the ${recordNoun} reloaded.`
    : `${opening}; saving replaces their change with yours.`;
}
