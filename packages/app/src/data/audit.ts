/**
 * The audit trail (GET /audit): a page of the Audit Log, and a page of one record's entries for
 * the History section of its details.
 */
import type { AuditEntryList } from '@plotline/api-client';
import { AUDIT_MESSAGES } from '@plotline/domain';
import { dataOf } from '../api-call';
import { useApi } from '../services';
import { useCached } from './cache';
import { usePagedList, type QueryOf } from './paged-list';

export type AuditEntriesQuery = QueryOf<'listAuditEntries'>;

export function useAuditEntriesPage(query: AuditEntriesQuery) {
  const api = useApi();
  return usePagedList<AuditEntryList>(
    ['audit', 'filtered', query],
    () => dataOf(api.GET('/audit', { params: { query } })),
    AUDIT_MESSAGES.fetchFailed,
  );
}

/**
 * A page of one record's entries; nothing is loaded while `query` is null. A failure shows in the
 * History section, as the status history's does, with no toast.
 */
export function useRecordAuditEntries(query: AuditEntriesQuery | null) {
  const api = useApi();
  return useCached<AuditEntryList>(
    query && ['audit', 'record', query],
    () => dataOf(api.GET('/audit', { params: { query: query ?? {} } })),
    { keepPreviousData: true },
  );
}
