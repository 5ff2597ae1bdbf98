import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertChannelPartner,
  insertPlot,
  insertProject,
  tokenBookingBody,
} from './support/sales-fixtures';
import { startTestServer, type TestServer } from './support/test-server';

// 01:30 on Thursday 2026-11-19 in the business's time zone (Asia/Kolkata), while it is still
// Wednesday the 18th in UTC: the periods must be read on the business's day. That week runs
// Sunday 2026-11-15 to Saturday 2026-11-21.
const NOW = new Date('2026-11-18T20:00:00Z');

let server: TestServer;
let admin: { authorization: string };
/**
 * Follow-ups by what their next date is to that Thursday, each its booking's only one, so none
 * settles another (follow-up-settling.test.ts has those); Anil Sharma's bookings are plots A-1 to
 * A-3, Kiran Patel's B-7 to B-9.
 */
const ids: Record<string, number> = {};
/** The booking of each follow-up of `ids`. */
const bookingOf: Record<string, number> = {};

const get = (query: string, headers: Record<string, string> = admin) =>
  server.request({ method: 'GET', url: `/api/bookingfollowups/filtered${query}`, headers });

const idsOf = (body: { data: { id: number }[] }) => body.data.map((f) => f.id);

async function newBooking(plotNumber: string, plotOwnerName: string, projectId: number) {
  const plotId = await insertPlot(server.db, projectId, plotNumber);
  const partnerId = await insertChannelPartner(server.db, `Partner of ${plotNumber}`);
  const res = await server.request({
    method: 'POST',
    url: '/api/bookings',
    headers: admin,
    payload: tokenBookingBody(
      { projectId, plotId, channelPartnerId: partnerId },
      { plotOwnerName },
    ),
  });
  expect(res.status).toBe(201);
  return res.body as { id: number };
}

async function logFollowUp(
  bookingId: number,
  followUpDate: string,
  nextFollowUpDate: string | null,
  purpose = 'Payment reminder',
) {
  const res = await server.request({
    method: 'POST',
    url: '/api/bookingfollowups',
    headers: admin,
    payload: {
      bookingId,
      followUpDate,
      nextFollowUpDate,
      purpose,
      followUpUpdate: 'Owner will pay next week',
      followUpTakenBy: 'Neha Verma',
    },
  });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  admin = await server.admin();
  const projectId = await insertProject(server.db, 'Green Valley');
  // Logged on successive days, so the default order (newest follow-up first) is the reverse.
  const calls: [string, string, string, string, string | null, string?][] = [
    ['lastWeek', 'A-3', 'Anil Sharma', '2026-11-01', '2026-11-14'],
    ['yesterday', 'A-2', 'Anil Sharma', '2026-11-02', '2026-11-18'],
    ['today', 'A-1', 'Anil Sharma', '2026-11-03', '2026-11-19'],
    ['saturday', 'B-7', 'Kiran Patel', '2026-11-04', '2026-11-21'],
    ['nextWeek', 'B-8', 'Kiran Patel', '2026-11-05', '2026-11-22', 'Site visit'],
    ['unplanned', 'B-9', 'Kiran Patel', '2026-11-06', null],
  ];
  for (const [name, plotNumber, owner, followUpDate, next, purpose] of calls) {
    const { id } = await newBooking(plotNumber, owner, projectId);
    bookingOf[name] = id;
    ids[name] = await logFollowUp(id, followUpDate, next, purpose);
  }
});
afterAll(() => server.close());

describe('listFollowUpsFiltered', () => {
  it('pages every follow-up, newest follow-up date first, with the booking details', async () => {
    const res = await get('');
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual([
      ids.unplanned,
      ids.nextWeek,
      ids.saturday,
      ids.today,
      ids.yesterday,
      ids.lastWeek,
    ]);
    expect(res.body).toMatchObject({
      totalCount: 6,
      totalPages: 1,
      hasNextPage: false,
      hasPreviousPage: false,
      totalCountEstimated: false,
    });
    expect(res.body.data[0]).toMatchObject({
      bookingId: bookingOf.unplanned,
      projectName: 'Green Valley',
      plotNumber: 'B-9',
      plotOwnerName: 'Kiran Patel',
      nextFollowUpDate: null,
      settled: false,
    });
  });

  it('answers the page asked for, counting every page', async () => {
    const first = await get('?page=1&pageSize=5');
    expect(idsOf(first.body)).toHaveLength(5);
    expect(first.body).toMatchObject({ totalCount: 6, totalPages: 2, hasNextPage: true });
    const second = await get('?page=2&pageSize=5');
    expect(idsOf(second.body)).toEqual([ids.lastWeek]);
    expect(second.body).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const past = await get('?page=3&pageSize=5');
    expect(past.body).toMatchObject({ data: [], totalCount: 6 });
  });

  it.each([
    ['today', ['today']],
    ['thisWeek', ['saturday', 'today', 'yesterday']],
    ['upcoming', ['nextWeek', 'saturday']],
    ['overdue', ['yesterday', 'lastWeek']],
    ['all', ['unplanned', 'nextWeek', 'saturday', 'today', 'yesterday', 'lastWeek']],
  ])("reads the %s period on the business's day, Sunday to Saturday", async (period, names) => {
    const res = await get(`?period=${period}`);
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual(names.map((name) => ids[name]));
    expect(res.body.totalCount).toBe(names.length);
  });

  it.each([
    ['kiran', ['unplanned', 'nextWeek', 'saturday']],
    ['  SITE visit ', ['nextWeek']],
    ['a-', ['today', 'yesterday', 'lastWeek']],
    ['green valley', ['unplanned', 'nextWeek', 'saturday', 'today', 'yesterday', 'lastWeek']],
    ['neha', ['unplanned', 'nextWeek', 'saturday', 'today', 'yesterday', 'lastWeek']],
    ['pay next', ['unplanned', 'nextWeek', 'saturday', 'today', 'yesterday', 'lastWeek']],
    ['50%', []],
  ])('searches %j in the booking and what was written', async (searchTerm, names) => {
    const res = await get(`?searchTerm=${encodeURIComponent(searchTerm)}`);
    expect(idsOf(res.body)).toEqual(names.map((name) => ids[name]));
    expect(res.body.totalCount).toBe(names.length);
  });

  it('narrows to one booking, with the other filters', async () => {
    expect(idsOf((await get(`?bookingId=${bookingOf.yesterday}`)).body)).toEqual([ids.yesterday]);
    const overdue = await get(
      `?bookingId=${bookingOf.yesterday}&period=overdue&searchTerm=payment`,
    );
    expect(idsOf(overdue.body)).toEqual([ids.yesterday]);
    const notDue = await get(`?bookingId=${bookingOf.today}&period=overdue&searchTerm=payment`);
    expect(notDue.body).toMatchObject({ data: [], totalCount: 0 });
    expect((await get('?bookingId=9999')).body).toMatchObject({ data: [], totalCount: 0 });
  });

  it('sorts by the next follow-up date, unplanned ones last when soonest first', async () => {
    const soonest = await get('?sortBy=NextFollowUpDate&sortOrder=asc');
    expect(idsOf(soonest.body)).toEqual([
      ids.lastWeek,
      ids.yesterday,
      ids.today,
      ids.saturday,
      ids.nextWeek,
      ids.unplanned,
    ]);
    const oldestLogged = await get('?sortBy=FollowUpDate&sortOrder=asc&pageSize=5&page=1');
    expect(idsOf(oldestLogged.body)[0]).toBe(ids.lastWeek);
  });

  it('refuses a period, page size or sort the contract does not offer', async () => {
    for (const query of ['?period=week', '?pageSize=101', '?sortBy=Purpose', '?bookingId=0']) {
      expect((await get(query)).status).toBe(400);
    }
  });

  it('needs bookings.view and a signed-in caller', async () => {
    const stranger = await server.userHolding(['bookings.create']);
    const res = await get('', stranger.headers);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: 'forbidden',
      message: 'You need the bookings.view permission to do this',
    });
    expect((await get('', {})).status).toBe(401);
    const viewer = await server.userWith(['bookings.view']);
    expect((await get('?period=today', viewer.headers)).body.data).toHaveLength(1);
  });
});
