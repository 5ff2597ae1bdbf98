import { allowsAccess, AUDIT_MESSAGES, ROUTE_ACCESS, type AuditEntity } from '@plotline/domain';
import type { AuditHistory } from '@plotline/ui/patterns';
import { useState } from 'react';
import { useAuth } from '../../auth/auth-context';
import { useRecordAuditEntries } from '../../data/audit';
import { recordAuditLogHref } from './audit-list-query';

/** A short page: the History is one section of a details dialog, the Audit Log has the rest. */
const RECORD_HISTORY_PAGE_SIZE = 5;

/**
 * The History of the record whose details are open (GET /audit?entity=…&entityId=…), newest
 * first, a page at a time; undefined while none is open, or for a user without audit.view, whose
 * details then show no History. Another record starts again on its first page.
 */
export function useRecordHistory(
  entity: AuditEntity,
  entityId: number | null,
): AuditHistory | undefined {
  const { user } = useAuth();
  const mayView = allowsAccess(user, ROUTE_ACCESS['/audit-log']);
  const [shown, setShown] = useState({ entityId, page: 1 });
  const page = shown.entityId === entityId ? shown.page : 1;
  const isShown = mayView && entityId !== null;
  const loaded = useRecordAuditEntries(
    isShown ? { entity, entityId, page, pageSize: RECORD_HISTORY_PAGE_SIZE } : null,
  );
  if (!isShown) return undefined;
  return {
    list: {
      rows: loaded.data?.data ?? [],
      totalCount: loaded.data?.totalCount ?? 0,
      totalCountEstimated: loaded.data?.totalCountEstimated ?? false,
      isLoading: loaded.isLoading,
      error: loaded.error ? AUDIT_MESSAGES.historyFetchFailed : null,
      onRetry: () => void loaded.mutate(),
    },
    page,
    pageSize: RECORD_HISTORY_PAGE_SIZE,
    onPageChange: (next) => setShown({ entityId, page: next }),
    auditLogHref: recordAuditLogHref(entity, entityId),
    viewer: user,
  };
}
