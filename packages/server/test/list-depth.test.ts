import {
  canBookFromEnquiry,
  canChangeEnquiryStage,
  ENQUIRY_STAGES,
  isOpenEnquiryStage,
  LIST_DEPTH,
  type CalendarDate,
  type EnquiryStage,
} from '@plotline/domain';
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import {
  bookings,
  enquiries,
  enquiryActivities,
  enquiryProjects,
  enquiryStageChanges,
  siteVisits,
  users,
} from '../src/db/schema';
import { seedScaleBusiness } from '../src/seed/scale/scale-business';
import { ENQUIRIES_PER_BOOKING, ENQUIRY_TABLES } from '../src/seed/scale/scale-enquiries';
import { startTestServer, type TestServer } from './support/test-server';

const NOW = new Date('2026-11-22T06:30:00Z');
const BOOKINGS = LIST_DEPTH + 500;
const PAGE_SIZE = 50;
const COUNTED = {
  bookingStatus: bookings.bookingStatus,
  projectId: bookings.projectId,
  channelPartnerId: bookings.channelPartnerId,
};
type Counted = { bookingStatus: string; projectId: number; channelPartnerId: number | null };

let server: TestServer;
let admin: { authorization: string };
let enquiryKeysBefore: string[];

/** The indexes and constraints of the enquiries' tables, as the schema made them. */
async function enquiryKeys(db: Database): Promise<string[]> {
  const tables = sql.join(
    ENQUIRY_TABLES.map((table) => sql`${table}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select indexdef as definition from pg_indexes where tablename in (${tables})
    union all
    select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
      || case when convalidated then '' else ' NOT VALIDATED' end
    from pg_constraint where conrelid::regclass::text in (${tables})
    order by 1`)) as unknown as { rows: { definition: string }[] };
  return result.rows.map((row) => row.definition);
}

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  admin = await server.admin();
  const [owner] = await server.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'admin'));
  enquiryKeysBefore = await enquiryKeys(server.db);
  await seedScaleBusiness(
    server.db,
    owner!.id,
    '2026-11-22' as CalendarDate,
    { bookings: BOOKINGS },
    () => {},
  );
}, 120_000);
afterAll(() => server.close());

const bookingsPage = async (query: Record<string, string | number>) => {
  const res = await server.request({
    method: 'GET',
    url: `/api/bookings/filtered?${new URLSearchParams(
      Object.entries({ pageSize: PAGE_SIZE, ...query }).map(([k, v]): [string, string] => [
        k,
        String(v),
      ]),
    )}`,
    headers: admin,
  });
  expect(res.status).toBe(200);
  return res.body;
};

describe('a list longer than its pages reach', () => {
  it('estimates its count past LIST_DEPTH, and offers the pages of the first LIST_DEPTH rows', async () => {
    // Every booking from the start of the century: a date filter, which no tally holds.
    const first = await bookingsPage({ page: 1, startDate: '2000-01-01' });
    expect(first.totalCountEstimated).toBe(true);
    expect(first.totalCount).toBeGreaterThan(LIST_DEPTH);
    expect(first.totalPages).toBe(LIST_DEPTH / PAGE_SIZE);
    expect(first.data).toHaveLength(PAGE_SIZE);
    expect(first.hasNextPage).toBe(true);
  });

  it('counts every booking exactly from the tallies, and still stops its pages at LIST_DEPTH', async () => {
    const first = await bookingsPage({ page: 1 });
    expect(first).toMatchObject({
      totalCount: BOOKINGS,
      totalCountEstimated: false,
      totalPages: LIST_DEPTH / PAGE_SIZE,
    });
  });

  it.each([
    ['a status', (b: Counted) => ({ bookingStatus: b.bookingStatus })],
    ['a project', (b: Counted) => ({ projectId: b.projectId })],
    [
      'a project and status',
      (b: Counted) => ({ projectId: b.projectId, bookingStatus: b.bookingStatus }),
    ],
    ['a channel partner', (b: Counted) => ({ channelPartnerId: b.channelPartnerId! })],
    [
      'a channel partner and status',
      (b: Counted) => ({ channelPartnerId: b.channelPartnerId!, bookingStatus: b.bookingStatus }),
    ],
  ])('counts the bookings of %s as the table holds them', async (_what, filterOf) => {
    const [booking] = await server.db
      .select(COUNTED)
      .from(bookings)
      .where(isNotNull(bookings.channelPartnerId))
      .limit(1);
    const filter = filterOf(booking!);
    const page = await bookingsPage({ page: 1, ...filter });
    const [held] = await server.db
      .select({ rows: count() })
      .from(bookings)
      .where(
        and(
          ...Object.entries(filter).map(([column, value]) =>
            eq(bookings[column as keyof typeof filter], value),
          ),
        ),
      );
    expect(page.totalCount).toBe(held!.rows);
    expect(page.totalCountEstimated).toBe(false);
  });

  it('fills its deepest page, and answers no rows past it', async () => {
    const deepest = await bookingsPage({ page: LIST_DEPTH / PAGE_SIZE });
    expect(deepest.data).toHaveLength(PAGE_SIZE);
    expect(deepest.hasNextPage).toBe(false);
    const past = await bookingsPage({ page: LIST_DEPTH / PAGE_SIZE + 1 });
    expect(past.data).toEqual([]);
    expect(past.totalCount).toBe(BOOKINGS);
  });

  it('counts a filter matching fewer rows exactly', async () => {
    const tokens = await bookingsPage({ page: 1, bookingStatus: 'Pending' });
    expect(tokens.totalCountEstimated).toBe(false);
    expect(tokens.totalCount).toBeLessThanOrEqual(LIST_DEPTH);
    expect(tokens.data.every((b: { bookingStatus: string }) => b.bookingStatus === 'Pending')).toBe(
      true,
    );
  });

  it('finds a rare search match, newest first, counted exactly', async () => {
    const found = await bookingsPage({ page: 1, searchTerm: 'SC-000004' });
    expect(found.totalCountEstimated).toBe(false);
    // SC-0000040 … SC-0000049: ten bookings, the newest (highest number) first.
    expect(found.totalCount).toBe(10);
    expect(found.data.map((b: { bookingNumber: string }) => b.bookingNumber)).toEqual(
      Array.from({ length: 10 }, (_, i) => `SC-00000${49 - i}`),
    );
  });

  it('finds bookings through the project name they are in', async () => {
    const [project] = (
      await server.request({ method: 'GET', url: '/api/projects', headers: admin })
    ).body as { id: number; name: string }[];
    const found = await bookingsPage({ page: 1, searchTerm: project!.name.toUpperCase() });
    expect(found.totalCount).toBeGreaterThan(0);
    const names = found.data.map((b: { projectName: string }) => b.projectName.toLowerCase());
    expect(names).toContain(project!.name.toLowerCase());
    expect(names.every((name: string) => name.includes(project!.name.toLowerCase()))).toBe(true);
  });
});

describe("the scale seed's enquiries", () => {
  it('writes five enquiries a booking, keeping every index and key of their tables', async () => {
    const [held] = await server.db.select({ rows: count() }).from(enquiries);
    expect(held!.rows).toBe(BOOKINGS * ENQUIRIES_PER_BOOKING);
    expect(await enquiryKeys(server.db)).toEqual(enquiryKeysBefore);
    // The sequences moved past the ids the seed took: the API adds the next one.
    const added = await server.request({
      method: 'POST',
      url: '/api/enquiries',
      headers: admin,
      payload: { name: 'Asha Verma', mobileNumber: '9999912345', source: 'WalkIn' },
    });
    expect(added.status).toBe(201);
    const deleted = await server.request({
      method: 'DELETE',
      url: `/api/enquiries/${added.body.id}`,
      headers: admin,
    });
    expect(deleted.status).toBe(204);
  });

  it('books one enquiry of every fifth booking, as that booking, before it', async () => {
    const booked = await server.db
      .select({
        enquiry: enquiries,
        booking: bookings,
        firstProject: enquiryProjects.projectId,
      })
      .from(enquiries)
      .innerJoin(bookings, eq(bookings.id, enquiries.bookingId))
      .innerJoin(
        enquiryProjects,
        and(eq(enquiryProjects.enquiryId, enquiries.id), eq(enquiryProjects.position, 0)),
      );
    expect(booked).toHaveLength(BOOKINGS / 5);
    expect(new Set(booked.map(({ booking }) => booking.id)).size).toBe(booked.length);
    for (const { enquiry, booking, firstProject } of booked) {
      expect(booking.id % 5).toBe(0);
      expect(enquiry).toMatchObject({
        stage: 'Booked',
        name: booking.plotOwnerName,
        mobileNumber: booking.ownerMobileNumber,
        channelPartnerId: booking.channelPartnerId,
      });
      expect(firstProject).toBe(booking.projectId);
      expect(enquiry.createdAt.toISOString().slice(0, 10) < booking.bookingDate).toBe(true);
    }
    const [unlinked] = await server.db
      .select({ rows: count() })
      .from(enquiries)
      .where(sql`${enquiries.stage} = 'Booked' and ${enquiries.bookingId} is null`);
    expect(unlinked!.rows).toBe(0);
    const page = await server.request({
      method: 'GET',
      url: '/api/enquiries/filtered?stage=Booked&pageSize=50',
      headers: admin,
    });
    expect(page.body).toMatchObject({ totalCount: booked.length, totalCountEstimated: false });
  });

  it('walks every enquiry from New to its stage by the moves the stages allow', async () => {
    const rows = await server.db
      .select({
        id: enquiries.id,
        stage: enquiries.stage,
        lostReason: enquiries.lostReason,
        version: enquiries.version,
        createdAt: enquiries.createdAt,
        updatedAt: enquiries.updatedAt,
      })
      .from(enquiries);
    expect(new Set(rows.map((e) => e.stage))).toEqual(new Set(ENQUIRY_STAGES));
    const changes = await server.db
      .select()
      .from(enquiryStageChanges)
      .orderBy(
        asc(enquiryStageChanges.enquiryId),
        asc(enquiryStageChanges.changedAt),
        asc(enquiryStageChanges.id),
      );
    const historyOf = new Map<number, (typeof changes)[number][]>();
    for (const change of changes) {
      const own = historyOf.get(change.enquiryId) ?? [];
      own.push(change);
      historyOf.set(change.enquiryId, own);
    }
    for (const enquiry of rows) {
      const own = historyOf.get(enquiry.id)!;
      expect(own[0]).toMatchObject({
        fromStage: null,
        toStage: 'New',
        changedAt: enquiry.createdAt,
      });
      for (let i = 1; i < own.length; i++) {
        const [before, change] = [own[i - 1]!, own[i]!];
        const from = change.fromStage as EnquiryStage;
        expect(from).toBe(before.toStage);
        const allowed =
          change.toStage === 'Booked'
            ? canBookFromEnquiry(from)
            : canChangeEnquiryStage(from, change.toStage);
        if (!allowed) expect.fail(`enquiry ${enquiry.id} moved from ${from} to ${change.toStage}`);
      }
      const last = own.at(-1)!;
      expect(last.toStage).toBe(enquiry.stage);
      expect(last.lostReason).toBe(enquiry.lostReason);
      expect(enquiry.version).toBe(own.length - 1);
      expect(enquiry.updatedAt).toEqual(last.changedAt);
    }
  });

  it('gives each one or two projects, a visit to one in five, a call or note to one in two', async () => {
    const [interests] = await server.db
      .select({
        fewest: sql<number>`min(n)`.mapWith(Number),
        most: sql<number>`max(n)`.mapWith(Number),
      })
      .from(
        sql`(select count(*) as n from ${enquiryProjects} group by ${enquiryProjects.enquiryId}) as own`,
      );
    expect(interests).toEqual({ fewest: 1, most: 2 });
    const total = BOOKINGS * ENQUIRIES_PER_BOOKING;
    const [visits] = await server.db.select({ rows: count() }).from(siteVisits);
    expect(visits!.rows).toBeGreaterThan(total * 0.1);
    expect(visits!.rows).toBeLessThan(total * 0.3);
    const [activities] = await server.db.select({ rows: count() }).from(enquiryActivities);
    expect(activities!.rows).toBe(total / 2);
    // Its last activity is its latest call or note, or none.
    const [mismatched] = await server.db
      .select({ rows: count() })
      .from(enquiries)
      .where(
        sql`${enquiries.lastActivityAt} is distinct from (select max(${enquiryActivities.createdAt})
          from ${enquiryActivities} where ${enquiryActivities.enquiryId} = ${enquiries.id})`,
      );
    expect(mismatched!.rows).toBe(0);
    // Visits waiting to happen are those of enquiries waiting for one; some are today's.
    const waiting = await server.db
      .select({ stage: enquiries.stage, outcome: siteVisits.outcome, visits: count() })
      .from(siteVisits)
      .innerJoin(enquiries, eq(enquiries.id, siteVisits.enquiryId))
      .groupBy(enquiries.stage, siteVisits.outcome);
    for (const { stage, outcome } of waiting) {
      expect(outcome === 'Scheduled').toBe(stage === 'SiteVisitScheduled');
    }
    const today = await server.request({
      method: 'GET',
      url: '/api/site-visits/today',
      headers: admin,
    });
    expect(today.body.length).toBeGreaterThan(0);
  });

  it('gives no two open enquiries one mobile number, and open ones a next action', async () => {
    const open = (await server.db.select().from(enquiries)).filter((e) =>
      isOpenEnquiryStage(e.stage),
    );
    expect(new Set(open.map((e) => e.mobileNumber)).size).toBe(open.length);
    for (const enquiry of open) {
      expect(enquiry.mobileNumber).toMatch(/^[6-9]\d{9}$/);
      expect(enquiry.nextActionDate).not.toBeNull();
    }
  });
});
