import { NO_AUDIT_FILTERS, type AuditListQuery } from '@plotline/ui/screens';
import { describe, expect, it } from 'vitest';
import { AUDIT_LIST_URL, auditEntriesQuery, recordAuditLogHref } from './audit-list-query';

/** The audit is read newest first, and only so: its query has no sort. */
const PLAIN: AuditListQuery = { page: 1, pageSize: 10, filters: NO_AUDIT_FILTERS, sort: null };

describe('the Audit Log in the URL', () => {
  it('is plain /audit-log at the defaults', () => {
    expect(AUDIT_LIST_URL.read(new URLSearchParams())).toEqual(PLAIN);
    expect(AUDIT_LIST_URL.search(PLAIN).toString()).toBe('');
  });

  it('keeps every filter, the page size and the page, and reads them back', () => {
    const query: AuditListQuery = {
      page: 3,
      pageSize: 25,
      filters: {
        entity: 'booking',
        entityId: 12,
        userId: 4,
        startDate: '2026-03-01',
        endDate: '2026-03-31',
      },
      sort: null,
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
    ).toEqual(PLAIN);
  });
});

describe('the query of GET /audit', () => {
  it('sends the page and only the filters set', () => {
    expect(auditEntriesQuery(PLAIN)).toEqual({
      page: 1,
      pageSize: 10,
    });
    expect(
      auditEntriesQuery({
        ...PLAIN,
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
