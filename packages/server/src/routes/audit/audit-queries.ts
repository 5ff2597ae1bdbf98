/** The audit trail a page at a time, newest first, by the filters of GET /audit. */
import { LIST_DEFAULTS } from '@plotline/domain';
import type { components, operations } from '@plotline/api-client/schema';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { startOfDay } from '../../db/day-start';
import { listCount } from '../../db/list-count';
import { auditEntries } from '../../db/schema';
import { limitOffset, listPage, pageRequest } from '../../http/paging';

type AuditQuery = NonNullable<operations['listAuditEntries']['parameters']['query']>;
type AuditEntryRow = typeof auditEntries.$inferSelect;
type AuditEntry = components['schemas']['AuditEntry'];

function auditFilter(query: AuditQuery, timeZone: string) {
  return and(
    query.entity ? eq(auditEntries.entity, query.entity) : undefined,
    query.entityId ? eq(auditEntries.entityId, query.entityId) : undefined,
    query.userId ? eq(auditEntries.userId, query.userId) : undefined,
    query.startDate
      ? gte(auditEntries.recordedAt, startOfDay(sql`${query.startDate}::date`, timeZone))
      : undefined,
    query.endDate
      ? lt(auditEntries.recordedAt, startOfDay(sql`${query.endDate}::date`, timeZone, 1))
      : undefined,
  );
}

/** Entries are written by this server alone, so their operation and entity are the contract's. */
function auditEntryResponse(row: AuditEntryRow): AuditEntry {
  return {
    id: row.id,
    recordedAt: row.recordedAt.toISOString(),
    user: row.userId === null ? null : { id: row.userId, username: row.username ?? '' },
    operation: row.operation as AuditEntry['operation'],
    entity: row.entity as AuditEntry['entity'],
    entityId: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

export async function auditEntriesPage(db: Executor, query: AuditQuery, timeZone: string) {
  const page = pageRequest(query, LIST_DEFAULTS.auditEntries);
  const { limit, offset } = limitOffset(page);
  const where = auditFilter(query, timeZone);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(auditEntries)
      .where(where)
      .orderBy(desc(auditEntries.recordedAt), desc(auditEntries.id))
      .limit(limit)
      .offset(offset),
    listCount(db, auditEntries, where),
  ]);
  return listPage(rows.map(auditEntryResponse), counted, page);
}
