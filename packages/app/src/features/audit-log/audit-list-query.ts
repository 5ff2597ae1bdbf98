/**
 * The Audit Log's state as it lives in the URL (plain /audit-log at the defaults; a record's
 * History links to ?entity=…&entityId=…), and the query of GET /audit for it.
 */
import {
  calendarDateFrom,
  idFrom,
  isAuditEntity,
  LIST_DEFAULTS,
  parsePageSize,
  type AuditEntity,
} from '@plotline/domain';
import type { AuditFilters } from '@plotline/ui/screens';
import type { AuditEntriesQuery } from '../../data/audit';
import { pagedListUrlFormat } from '../../routing/paged-list-url-format';

export const NO_AUDIT_FILTERS: AuditFilters = {
  entity: null,
  entityId: null,
  userId: null,
  startDate: null,
  endDate: null,
  pageSize: LIST_DEFAULTS.auditEntries.pageSize,
};

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
    pageSize: parsePageSize(params.get('pageSize')),
  };
}

export const AUDIT_LIST_URL = pagedListUrlFormat({
  noFilters: NO_AUDIT_FILTERS,
  // The trail is read newest first, and only so: the URL keeps no order.
  defaultSort: { sortBy: 'RecordedAt', sortOrder: 'desc' },
  sortBys: [],
  readFilters,
  filterNames: ['entity', 'entityId', 'userId', 'startDate', 'endDate'],
});

/** The query of GET /audit for a list state; filters at 'all' are not sent. */
export function auditEntriesQuery({
  page,
  filters,
}: {
  page: number;
  filters: AuditFilters;
}): AuditEntriesQuery {
  return {
    page,
    pageSize: filters.pageSize,
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
