import { describe, expect, it } from 'vitest';
import {
  AUDIT_LIST_URL,
  auditEntriesQuery,
  NO_AUDIT_FILTERS,
  recordAuditLogHref,
} from './audit-list-query';

const NEWEST_FIRST = { sortBy: 'RecordedAt', sortOrder: 'desc' } as const;

describe('the Audit Log in the URL', () => {
  it('is plain /audit-log at the defaults', () => {
    const plain = { page: 1, filters: NO_AUDIT_FILTERS, sort: NEWEST_FIRST };
    expect(AUDIT_LIST_URL.read(new URLSearchParams())).toEqual(plain);
    expect(AUDIT_LIST_URL.search(plain).toString()).toBe('');
  });

  it('keeps every filter and the page, and reads them back', () => {
    const query = {
      page: 3,
      filters: {
        entity: 'booking' as const,
        entityId: 12,
        userId: 4,
        startDate: '2026-03-01',
        endDate: '2026-03-31',
        pageSize: 25 as const,
      },
      sort: NEWEST_FIRST,
    };
    const params = AUDIT_LIST_URL.search(query);
    expect(params.toString()).toBe(
      'page=3&pageSize=25&entity=booking&entityId=12&userId=4&startDate=2026-03-01&endDate=2026-03-31',
    );
    expect(AUDIT_LIST_URL.read(params)).toEqual(query);
  });

  it('reads what it does not offer as its default, and keeps no order', () => {
    expect(
      AUDIT_LIST_URL.read(
        new URLSearchParams(
          'entity=tally&entityId=x&userId=-1&startDate=March&sortBy=User&sortOrder=asc',
        ),
      ),
    ).toEqual({ page: 1, filters: NO_AUDIT_FILTERS, sort: NEWEST_FIRST });
  });
});

describe('the query of GET /audit', () => {
  it('sends the page and only the filters set', () => {
    expect(auditEntriesQuery({ page: 1, filters: NO_AUDIT_FILTERS })).toEqual({
      page: 1,
      pageSize: 10,
    });
    expect(
      auditEntriesQuery({
        page: 2,
        filters: { ...NO_AUDIT_FILTERS, entity: 'project', userId: 1, endDate: '2026-03-31' },
      }),
    ).toEqual({ page: 2, pageSize: 10, entity: 'project', userId: 1, endDate: '2026-03-31' });
  });
});

it("leads a record's History to the Audit Log narrowed to it", () => {
  expect(recordAuditLogHref('channelPartner', 7)).toBe(
    '/audit-log?entity=channelPartner&entityId=7',
  );
});
