/**
 * The words of the Audit Log and of the History section of a record's details: headings, column
 * names, filter labels, empty states, and how an entry names who made a change and what it changed.
 */
import { AUDIT_ENTITY_LABELS, type AuditEntity } from './audit-entities';

export const AUDIT_MESSAGES = {
  fetchFailed: 'Failed to fetch the audit log',
  historyFetchFailed: 'Failed to fetch the history',
  empty: 'No audit entries found',
  historyEmpty: 'No changes recorded.',
  noFieldChanged: 'No field changed',
  /** Who made a registration: nobody was signed in, the new user signed themself up. */
  selfRegistration: 'Self-registration',
} as const;

/** The empty list's hint: with active filters, or with none. */
export const AUDIT_EMPTY_HINTS = {
  filtered: 'Try adjusting your filter criteria.',
  unfiltered: 'Changes to the records appear here as they are made.',
} as const;

export const AUDIT_LOG_LABELS = {
  title: 'Audit Log',
  subtitle: 'Every change made to the records: who made it, when, and what it changed.',
  list: 'Audit entry list',
  table: 'Audit entries',
  columns: { when: 'When', user: 'User', record: 'Record', action: 'Action', changes: 'Changes' },
  entityFilter: 'Record Kind',
  allEntities: 'All Records',
  userFilter: 'User',
  allUsers: 'All Users',
  userSearch: 'Search users',
  /** The one record the list is narrowed to, e.g. arriving from a History section. */
  recordFilter: 'Record',
  historyHeading: 'History',
  historyLoading: 'Loading history',
  historyPages: 'History pages',
  seeAll: 'See all in the Audit Log',
} as const;

/** Who made a change: the username, or, for a registration, the new user themself. */
export function auditActorName(user: { username: string } | null): string {
  return user?.username ?? AUDIT_MESSAGES.selfRegistration;
}

/** 'Booking #12'; a record of a kind the filter does not name is 'Record #12'. */
export function auditRecordLabel(entity: AuditEntity | null, entityId: number): string {
  return `${entity ? AUDIT_ENTITY_LABELS[entity] : AUDIT_LOG_LABELS.recordFilter} #${entityId}`;
}

/** '1 field', '3 fields', or 'No field changed'. */
export function changedFieldsCount(count: number): string {
  if (count === 0) return AUDIT_MESSAGES.noFieldChanged;
  return count === 1 ? '1 field' : `${count} fields`;
}
