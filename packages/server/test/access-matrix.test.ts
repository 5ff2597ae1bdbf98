/**
 * The access matrix, generated from the access policy: every operation of openapi.yaml (the
 * dashboard, the search, the notifications, the change stream, the CSV exports and the receipt
 * PDFs among them) asked by every kind of caller — no role, each single permission of the
 * catalogue, the administrator — holds no value of a group of fields the policy keeps from that
 * caller. Each group holds a sentinel value found nowhere else (support/sentinel-business.ts);
 * a change stream's events name no values, so each event's kind of record is checked instead.
 *
 * Reads are asked of the business's own records; changes, of a record that does not exist, so
 * no caller changes what the next one reads.
 */
import { mayHearOf, type ChangeEvent } from '@plotline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_OPERATIONS, type ContractOperation } from '../src/openapi/contract';
import { PERMISSION_CATALOGUE } from '../src/seed/access-catalogue';
import { pdfTexts } from './support/pdf-text';
import { ADMIN_ID } from './support/sales-fixtures';
import { SENTINELS, sentinelBusiness, type SentinelBusiness } from './support/sentinel-business';
import { startTestServer, type TestServer } from './support/test-server';

const NOW = new Date('2026-11-22T06:30:00Z');
let server: TestServer;
let business: SentinelBusiness;

type Caller = { name: string; id: number | null; permissions: string[] };
const callers: Caller[] = [];

/** Whatever each sentinel was seen by, to prove every sentinel is found where it should be. */
const seenBy = new Map<string, Set<string>>();

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  business = await sentinelBusiness(server);
  const everyPermission = PERMISSION_CATALOGUE.map(({ name }) => name);
  const noRole = await server.userHolding([], 'matrix.none');
  callers.push({ name: 'no role', id: noRole.id, permissions: [] });
  for (const permission of everyPermission) {
    const holder = await server.userHolding([permission], `matrix.${permission}`);
    callers.push({ name: permission, id: holder.id, permissions: [permission] });
  }
  const me = await server.request({
    method: 'GET',
    url: '/api/auth/me',
    headers: await server.admin(),
  });
  callers.push({ name: 'admin', id: me.body.id, permissions: everyPermission });
  // Each caller created an overdue booking of the sentinel buyer: their own notifications.
  for (const caller of callers) await business.ownBooking(caller.id!);
}, 120_000);
afterAll(() => server.close());

const NO_SUCH_ID = 999999;

/** The business's record each path parameter names, for the operations that read. */
function recordIdFor(path: string): number {
  const rules: [RegExp, number][] = [
    [/^\/receipts\//, business.receiptId],
    [/^\/bookingfollowups\/booking\//, business.bookingId],
    [/^\/bookingfollowups\//, business.followUpId],
    [/^\/bookings\/by-plot\//, business.plotId],
    [/^\/bookings\/by-channel-partner\//, business.partnerId],
    [/^\/bookings\//, business.bookingId],
    [/^\/plots\/by-project\//, business.projectId],
    [/^\/plots\//, business.plotId],
    [/^\/(dashboard\/)?projects\//, business.projectId],
    [/^\/(dashboard\/)?channel-?partners\//, business.partnerId],
    [/^\/amenities\//, business.amenityId],
    [/^\/roles\//, business.roleId],
    [/^\/users\//, business.userId],
    [/^\/enquiries\//, business.enquiryId],
    [/^\/site-visits\//, business.siteVisitId],
  ];
  const match = rules.find(([pattern]) => pattern.test(path));
  if (!match) throw new Error(`No record of the business for ${path}: add one to the matrix`);
  return match[1];
}

/** What each reading operation needs in its query beyond its defaults. */
const QUERIES: Record<string, Record<string, string>> = {
  searchEverything: { q: 'Sentinel' },
  getProjectPlotsDrillDown: { column: 'totalPlots' },
  getProjectBookingsDrillDown: { column: 'total' },
  getChannelPartnerBookingsDrillDown: { column: 'total' },
  getDirectSalesBookingsDrillDown: { column: 'total' },
  listUpcomingFollowUps: { date: '2026-11-01' },
  streamChanges: { follow: 'false' },
  // The admin's own changes: each caller's signing out everywhere adds one of theirs.
  listAuditEntries: { pageSize: '50', userId: String(ADMIN_ID) },
};

function requestFor(operation: ContractOperation) {
  const reads = operation.method === 'GET';
  const path = operation.path.replace(/\{\w+\}/g, () =>
    String(reads ? recordIdFor(operation.path) : NO_SUCH_ID),
  );
  const query = new URLSearchParams(QUERIES[operation.operationId] ?? {}).toString();
  return {
    method: operation.method,
    url: `/api${path}${query ? `?${query}` : ''}`,
    ...(operation.validateBody ? { payload: {} } : {}),
    ...(operation.operationId === 'streamChanges' ? { lastEventId: '0' } : {}),
  };
}

/** The answer as text a sentinel can be looked for in. */
function answerText(response: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const type = String(response.headers['content-type'] ?? '');
  if (type.includes('application/pdf')) return pdfTexts(response.rawPayload).join('\n');
  return response.rawPayload.toString('utf8');
}

function eventsOf(text: string): ChangeEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.includes('event: change'))
    .map((block) =>
      JSON.parse(
        block
          .split('\n')
          .find((line) => line.startsWith('data: '))!
          .slice(6),
      ),
    );
}

const mayRead = (caller: Caller, readers: string[][]) =>
  readers.some((set) => set.every((permission) => caller.permissions.includes(permission)));

describe.each(CONTRACT_OPERATIONS.map((op) => [op.operationId, op] as const))(
  '%s',
  (_, operation) => {
    it('answers no caller a value the access policy keeps from them', async () => {
      const request = requestFor(operation);
      for (const caller of callers) {
        const headers: Record<string, string> = { ...(await server.bearer(caller.id!)) };
        if ('lastEventId' in request) headers['last-event-id'] = request.lastEventId!;
        const response = await server.app.inject({
          method: request.method,
          url: request.url,
          headers,
          ...(request.payload ? { payload: request.payload } : {}),
        });
        expect(response.statusCode, `${caller.name}: ${response.body}`).toBeLessThan(500);
        const text = answerText(response);
        for (const sentinel of Object.values(SENTINELS)) {
          if (!text.includes(sentinel.value)) continue;
          expect(
            mayRead(caller, sentinel.readers),
            `${operation.operationId} showed ${caller.name} ${sentinel.subject}`,
          ).toBe(true);
          const seen = seenBy.get(sentinel.value) ?? new Set<string>();
          seenBy.set(sentinel.value, seen.add(caller.name));
        }
        if (operation.operationId === 'streamChanges') {
          const heard = eventsOf(text);
          if (caller.name === 'admin') expect(heard.length).toBeGreaterThan(0);
          for (const event of heard) {
            expect(mayHearOf(caller, event), `${caller.name} heard of a ${event.entity}`).toBe(
              true,
            );
          }
        }
      }
    });
  },
);

describe('every sentinel', () => {
  it.each(Object.entries(SENTINELS))(
    '%s is found by its readers: the administrator, and each single permission that reads it',
    (_, sentinel) => {
      const seen = seenBy.get(sentinel.value) ?? new Set();
      expect(seen, `${sentinel.subject} was shown to nobody`).toContain('admin');
      for (const readers of sentinel.readers.filter((set) => set.length === 1)) {
        expect(seen).toContain(readers[0]);
      }
    },
  );
});
