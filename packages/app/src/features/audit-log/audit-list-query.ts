/**
 * The Audit Log's state as it lives in the URL (plain /audit-log at the defaults; a record's
 * History links to ?entity=…&entityId=…), and the query of GET /audit for it.
 */
import { calendarDateFrom, idFrom, isAuditEntity, type AuditEntity } from '@plotline/domain';
import { NO_AUDIT_FILTERS, type AuditFilters, type AuditListQuery } from '@plotline/ui/screens';
import type { AuditEntriesQuery } from '../../data/audit';
import { unsortedListUrlFormat } from '../../routing/paged-list-url-format';

const idParam = (params: URLSearchParams, name: string) => idFrom(params.get(name) ?? '');
const dateParam = (params: URLSearchParams, name: string) =>
  calendarDateFrom(params.get(name) ?? '');

function readFilters(params: URLSearchParams): AuditFilters {
  const entity = params.get('entity') ?? '';
  return {
    entity: isAuditEntity(entity) ? entity : null,
    entityId: idParam(params, 'entityId'),
    userId: idParam(params, 'userId'),
    startDate: dateParam(params, 'startDate'),
    endDate: dateParam(params, 'endDate'),
  };
}

/** The trail is read newest first, and only so: the URL keeps no order, the screen's query no sort. */
export const AUDIT_LIST_URL = unsortedListUrlFormat({
  noFilters: NO_AUDIT_FILTERS,
  readFilters,
  filterNames: ['entity', 'entityId', 'userId', 'startDate', 'endDate'],
});

/** The query of GET /audit for a list's query; filters at 'all' are not sent. */
export function auditEntriesQuery({ page, pageSize, filters }: AuditListQuery): AuditEntriesQuery {
  return {
    page,
    pageSize,
    ...(filters.entity !== null && { entity: filters.entity }),
    ...(filters.entityId !== null && { entityId: filters.entityId }),
    ...(filters.userId !== null && { userId: filters.userId }),
    ...(filters.startDate !== null && { startDate: filters.startDate }),
    ...(filters.endDate !== null && { endDate: filters.endDate }),
  };
}

/** The Audit Log narrowed to one record's changes, where its History's 'See all' leads. */
export function recordAuditLogHref(entity: AuditEntity, entityId: number): string {
  const plain = AUDIT_LIST_URL.read(new URLSearchParams());
  const filters = { ...NO_AUDIT_FILTERS, entity, entityId };
  return `/audit-log?${AUDIT_LIST_URL.search({ ...plain, filters }).toString()}`;
}
