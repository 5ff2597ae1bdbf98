import { LIST_DEPTH, type CalendarDate } from '@plotline/domain';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, users } from '../src/db/schema';
import { seedScaleBusiness } from '../src/seed/scale/scale-business';
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

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  admin = await server.admin();
  const [owner] = await server.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'admin'));
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
