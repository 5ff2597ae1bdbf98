/**
 * Runs a change made through an `x-audit` operation of openapi.yaml and records it in the audit
 * trail, all in one transaction: the change and its entries commit together or not at all. The
 * records are locked and their states read before the handler runs, and read again after; each
 * entry keeps what differs (domain's auditedChange). A change of many records reads their states
 * together where its state operation can (STATES_READ_TOGETHER) and writes their entries 500 a
 * statement.
 */
import { auditedChange, type AuditEntity } from '@plotline/domain';
import type { SignedInUser } from '../auth/signed-in-user';
import type { Database, Transaction } from '../db/database';
import { inChunks } from '../db/in-chunks';
import { auditEntries } from '../db/schema';
import { noticeToBookingAuthor } from './booking-change-notices';
import type { AnyHandler, Handlers, Services } from '../http/handler';
import { HttpError } from '../http/http-error';
import type { AuditMark } from '../openapi/contract';
import { auditedRow, lockAuditedRecords } from './audited-records';
import { STATES_READ_TOGETHER } from './states-read-together';

export type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

export type AuditedCall = {
  operationId: string;
  mark: AuditMark;
  services: Services;
  handlers: Handlers;
  user: SignedInUser | null;
  params: Record<string, unknown>;
  /** The request's body, for a change of many records that it lists. */
  body: unknown;
  /** The operation's handler, run with the services of the change's transaction. */
  change: (services: Services) => Promise<Answer>;
};

type State = Record<string, unknown> | null;

/** A state as the entry will hold it, dates as their JSON text, so it is compared as stored. */
const asStored = (state: unknown) => JSON.parse(JSON.stringify(state)) as State;

/** Reads a record's state as the mark's state operation answers it: null when there is none. */
function stateReader(call: AuditedCall, entity: AuditEntity, tx: Transaction, services: Services) {
  const { state } = call.mark;
  const read = state ? (call.handlers[state as keyof Handlers] as AnyHandler | undefined) : null;
  if (state && !read) throw new Error(`x-audit names ${state}, which no handler serves`);
  return async (id: number): Promise<State> => {
    if (!read) return asStored(await auditedRow(tx, entity, id));
    try {
      const answer = await read({
        ...services,
        params: { id } as never,
        query: {} as never,
        body: undefined as never,
        user: call.user,
        ip: '',
        headers: {},
      });
      return asStored(answer.body);
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    }
  };
}

/** Records read together at most this many a statement, their ids its parameters. */
const READ_TOGETHER = 1000;
/** Entries written at most this many a statement: eight parameters each. */
const ENTRIES_TOGETHER = 500;

/** Reads the records' states, together where the state operation can (STATES_READ_TOGETHER). */
function statesReader(call: AuditedCall, entity: AuditEntity, tx: Transaction, services: Services) {
  const together = call.mark.state ? STATES_READ_TOGETHER[call.mark.state] : undefined;
  const stateOf = stateReader(call, entity, tx, services);
  return async (ids: readonly number[]): Promise<Map<number, State>> => {
    const states = new Map<number, State>(ids.map((id) => [id, null]));
    if (!together) {
      for (const id of ids) states.set(id, await stateOf(id));
      return states;
    }
    for (const chunk of inChunks(ids, READ_TOGETHER)) {
      for (const record of await together(tx, chunk)) states.set(record.id, asStored(record));
    }
    return states;
  };
}

const atPointer = (pointer: string[], node: unknown) =>
  pointer.reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], node);

/**
 * The records the change named before it ran: in the path, the caller's own, or those its body
 * lists, in id order so that two such changes at once lock them in the same order.
 */
function namedRecordIds(call: AuditedCall): number[] | null {
  const { recordId } = call.mark;
  if (recordId.kind === 'path') return [Number(call.params[recordId.name])];
  if (recordId.kind === 'caller') return call.user ? [call.user.id] : null;
  if (recordId.kind === 'each') {
    const ids = atPointer(recordId.pointer, call.body);
    if (!Array.isArray(ids)) throw new Error(`${call.operationId} lists no records to record`);
    return [...new Set(ids.map(Number))].sort((a, b) => a - b);
  }
  return null;
}

/** The records a create made, at the mark's pointer into its answer: one id, or a list of them. */
function createdRecordIds(call: AuditedCall, answer: Answer): number[] {
  const { recordId } = call.mark;
  const pointer = recordId.kind === 'answer' || recordId.kind === 'created' ? recordId.pointer : [];
  const found = atPointer(pointer, answer.body);
  const ids = recordId.kind === 'created' ? found : [found];
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'number')) {
    throw new Error(`${call.operationId} answered no record ids at /${pointer.join('/')}`);
  }
  return ids as number[];
}

export async function recordedChange(call: AuditedCall): Promise<Answer> {
  const { entity } = call.mark;
  return call.services.db.transaction(async (tx) => {
    // A transaction runs every query a database does; nested ones become savepoints.
    const services = { ...call.services, db: tx as unknown as Database };
    const statesOf = statesReader(call, entity, tx, services);
    const namedIds = namedRecordIds(call);
    await lockAuditedRecords(tx, entity, namedIds ?? []);
    const before = namedIds ? await statesOf(namedIds) : new Map<number, State>();
    const answer = await call.change(services);
    const ids = namedIds ?? createdRecordIds(call, answer);
    const after = await statesOf(ids);
    const recordedAt = services.clock.now();
    const values = ids.map((entityId) => {
      const change = auditedChange(before.get(entityId) ?? null, after.get(entityId) ?? null);
      return {
        recordedAt,
        userId: call.user?.id ?? null,
        username: call.user?.username ?? null,
        operation: call.operationId,
        entity,
        entityId,
        before: change.before,
        after: change.after,
      };
    });
    for (const chunk of inChunks(values, ENTRIES_TOGETHER)) {
      const entries = await tx.insert(auditEntries).values(chunk).returning({
        id: auditEntries.id,
        recordedAt: auditEntries.recordedAt,
        bookingId: auditEntries.entityId,
      });
      if (entity !== 'booking' || !call.user) continue;
      for (const entry of entries) {
        await noticeToBookingAuthor(tx, { ...entry, operation: call.operationId }, call.user);
      }
    }
    return answer;
  });
}
