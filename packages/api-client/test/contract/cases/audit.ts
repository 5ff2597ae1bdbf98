/** The audit trail: the Audit Log screen's page and a record's History section. */
import { MatchersV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import type { ContractCase } from '../contract-case';
import { errorBody } from '../examples/errors';
import { pageOf } from '../examples/sales';

const { integer, like, regex, timestamp } = MatchersV3;

// Audit entry id 1: on 2026-11-22T06:30:00Z admin (id 1) changed booking 1's status from Token
// (version 1) to Booking (version 2) through changeBookingStatus; nothing else is in the trail.
export const BOOKING_STATUS_AUDITED =
  "the audit trail holds admin's move of booking 1 from Token to Booking";

const FIRST_PAGE_QUERY = { page: '1', pageSize: '10', entity: 'booking', entityId: '1' };
const FIRST_PAGE = { page: 1, pageSize: 10, entity: 'booking', entityId: 1 } as const;

/** What a History row reads: when, who, what was done, and the fields it changed. */
const statusMove = {
  id: integer(1),
  recordedAt: timestamp("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-11-22T06:30:00.000Z'),
  user: { id: integer(1), username: like('admin') },
  operation: regex(/^changeBookingStatus$/, 'changeBookingStatus'),
  entity: regex(/^booking$/, 'booking'),
  entityId: integer(1),
  before: { bookingStatus: like('Token'), version: integer(1) },
  after: { bookingStatus: like('Booking'), version: integer(2) },
};

export const auditCases: ContractCase[] = [
  {
    operationId: 'listAuditEntries',
    description: "a booking's history, newest first",
    states: [BOOKING_STATUS_AUDITED],
    request: { path: '/api/audit', query: FIRST_PAGE_QUERY },
    response: { status: 200, body: pageOf(statusMove) },
    send: (client) => client.GET('/audit', { params: { query: FIRST_PAGE } }),
    check: ({ data }) => {
      expect(data).toMatchObject({
        totalCount: 1,
        data: [
          {
            operation: 'changeBookingStatus',
            user: { username: 'admin' },
            before: { bookingStatus: 'Token' },
            after: { bookingStatus: 'Booking' },
          },
        ],
      });
    },
  },
  {
    operationId: 'listAuditEntries',
    description: 'a user without audit.view is refused the audit trail',
    states: [BOOKING_STATUS_AUDITED],
    caller: 'staff',
    request: { path: '/api/audit', query: FIRST_PAGE_QUERY },
    response: {
      status: 403,
      body: errorBody('forbidden', 'You need the audit.view permission to do this'),
    },
    send: (client) => client.GET('/audit', { params: { query: FIRST_PAGE } }),
    check: ({ response, data }) => {
      expect(response.status).toBe(403);
      expect(data).toBeUndefined();
    },
  },
];
