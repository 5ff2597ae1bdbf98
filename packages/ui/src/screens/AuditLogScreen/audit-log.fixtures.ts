/** Sample queries, users and links for the Audit Log screen's stories and tests. */
import { DEFAULT_PAGE_SIZE } from '@plotline/domain';
import type { AuditEntryRow } from '../../patterns';
import {
  NO_AUDIT_FILTERS,
  type AuditListQuery,
  type AuditUserChoice,
} from './audit-log-screen-types';

export {
  AUDIT_ENTRIES,
  BOOKING_HISTORY,
  BOOKINGS_WITHHELD,
  READS_EVERYTHING,
  READS_NO_BOOKINGS,
} from '../../patterns/AuditTrail/audit-entry.fixtures';

/** The plain list: its first page, no filter, the default page size. */
export const PLAIN_QUERY: AuditListQuery = {
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  filters: NO_AUDIT_FILTERS,
  sort: null,
};

export const USERS: readonly AuditUserChoice[] = [
  { id: 1, name: 'asha' },
  { id: 2, name: 'ravi' },
];

/** As our app links them: a project to its details; no other record has a screen of its own. */
export const recordHref = (entry: AuditEntryRow) =>
  entry.entity === 'project' ? `/projects/${entry.entityId}` : undefined;
