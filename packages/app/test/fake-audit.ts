/** The audit trail as the fake API answers it (GET /audit), for the page tests. */
import type { AuditEntry } from '@plotline/api-client';
import type { FakeRoutes } from './fake-api';
import { pageOf } from './fake-lists';

const ASHA = { id: 1, username: 'asha' };

/** A change to a record by asha, recorded on `day` at noon UTC: its status moved. */
export function auditEntryFixture(
  id: number,
  entity: AuditEntry['entity'],
  entityId: number,
  day: string,
  fields: Partial<AuditEntry> = {},
): AuditEntry {
  return {
    id,
    recordedAt: `${day}T12:00:00.000Z`,
    user: ASHA,
    operation: 'changeBookingStatus',
    entity,
    entityId,
    before: { bookingStatus: 'Token' },
    after: { bookingStatus: 'Booking' },
    ...fields,
  };
}

/**
 * GET /audit over `entries` (newest first): those of the query's kind, record and user, recorded
 * on the days asked for, a page of them. Each query is kept in `queries`.
 */
export function auditRoutes(
  entries: readonly AuditEntry[],
  queries: URLSearchParams[] = [],
): FakeRoutes {
  return {
    'GET /audit': (request) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const asked = (name: string, value: unknown) =>
        !query.has(name) || query.get(name) === String(value);
      const day = (entry: AuditEntry) => entry.recordedAt.slice(0, 10);
      return pageOf(
        query,
        entries.filter(
          (entry) =>
            asked('entity', entry.entity) &&
            asked('entityId', entry.entityId) &&
            asked('userId', entry.user?.id) &&
            day(entry) >= (query.get('startDate') ?? '') &&
            day(entry) <= (query.get('endDate') ?? '9999'),
        ),
      );
    },
  };
}
