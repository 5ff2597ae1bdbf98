/**
 * The audit trail (GET /audit): a page of the Audit Log, and a page of one record's entries for
 * the History section of its details.
 */
import { AUDIT_MESSAGES } from '@plotline/domain';
import { usePagedList, type QueryOf } from './paged-list';
import { useRead } from './read';

export type AuditEntriesQuery = QueryOf<'listAuditEntries'>;

export const useAuditEntriesPage = (query: AuditEntriesQuery) =>
  usePagedList('/audit', { query }, AUDIT_MESSAGES.fetchFailed);

/**
 * A page of one record's entries; nothing is loaded while `query` is null. A failure shows in the
 * History section, as the status history's does, with no toast.
 */
export const useRecordAuditEntries = (query: AuditEntriesQuery | null) =>
  useRead('/audit', query && { query }, { keepPreviousData: true });
