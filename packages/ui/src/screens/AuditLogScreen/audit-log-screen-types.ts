/** What the Audit Log screen is given and what it hands back; the host maps these to its API. */
import type { AuditEntity, CalendarDate } from '@plotline/domain';
import type { ListQuery, NamedChoice } from '../../patterns';

/** The list's filters, as GET /api/audit takes them; null means 'all' or no date. */
export type AuditFilters = {
  entity: AuditEntity | null;
  /** One record (of `entity`), e.g. arriving from a record's History section. */
  entityId: number | null;
  /** The user who made the changes. */
  userId: number | null;
  /** Changes made on or after this day, in the business's time zone. */
  startDate: CalendarDate | null;
  /** Changes made on or before this day. */
  endDate: CalendarDate | null;
};

/** Every filter off, as Clear All Filters leaves them. */
export const NO_AUDIT_FILTERS: AuditFilters = {
  entity: null,
  entityId: null,
  userId: null,
  startDate: null,
  endDate: null,
};

/** The audit is always read newest first, so its query has no sort. */
export type AuditListQuery = ListQuery<AuditFilters, null>;

/** A user the user filter offers, by username. */
export type AuditUserChoice = NamedChoice;
