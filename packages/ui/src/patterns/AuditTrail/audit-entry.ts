/** An audit entry as the Audit Log and the History sections read it; the host maps its API to it. */
import type { AuditEntity, AuditedState } from '@plotline/domain';
import type { ListState } from '../ListPage';

/**
 * One recorded change (GET /api/audit): who made it and when, the operation, the record, and what
 * changed (the whole record on a create or delete, otherwise only the fields that differ).
 */
export type AuditEntryRow = {
  id: number;
  /** An ISO timestamp. */
  recordedAt: string;
  /** Null for a registration: nobody was signed in. */
  user: { id: number; username: string } | null;
  /** The API's operationId, e.g. 'changeBookingStatus'. */
  operation: string;
  entity: AuditEntity;
  entityId: number;
  before: AuditedState;
  after: AuditedState;
};

/**
 * Who reads the entries: the signed-in user, whose permissions say whose states they may see
 * (the server sends null states where they may not, and the entry says why).
 */
export type AuditViewer = { permissions: readonly string[] } | null;

/**
 * The host's load of one record's audit entries, newest first, a page at a time, for the History
 * section of the record's details; the host leaves it out for a user who may not see the trail.
 */
export type AuditHistory = {
  list: ListState<AuditEntryRow>;
  /** 1-based. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Where the Audit Log lists every change of the record. */
  auditLogHref: string;
  /** The signed-in user, for the entries whose states they may not read (AuditViewer). */
  viewer: AuditViewer;
};

/** A change that made or removed the record, whose entry holds the whole record. */
export const changesWholeRecord = (entry: Pick<AuditEntryRow, 'before' | 'after'>) =>
  entry.before === null || entry.after === null;
