/**
 * Settling (the domain's settled-follow-up.ts): a newer follow-up of a booking settles the next
 * follow-up of every older one, which every answer then says (`settled`) and no period of the
 * list nor the upcoming list counts; editing and deleting follow-ups re-read which is newest.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertChannelPartner,
  insertPlot,
  insertProject,
  tokenBookingBody,
} from './support/sales-fixtures';
import { startTestServer, type TestServer } from './support/test-server';

/** Noon in Jaipur on Sunday 2026-11-22, the business's today. */
const NOW = new Date('2026-11-22T06:30:00Z');

let server: TestServer;
let admin: { authorization: string };
let projectId: number;
let plotCounter = 0;

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  admin = await server.admin();
  projectId = await insertProject(server.db, 'Green Valley');
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server.request({ method, url, headers: admin, ...(payload ? { payload } : {}) });

async function newBooking(): Promise<number> {
  const plotId = await insertPlot(server.db, projectId, `S-${++plotCounter}`);
  const partnerId = await insertChannelPartner(server.db, `Partner ${plotCounter}`);
  const res = await call(
    'POST',
    '/api/bookings',
    tokenBookingBody({ projectId, plotId, channelPartnerId: partnerId }),
  );
  expect(res.status).toBe(201);
  return res.body.id;
}

const followUpBody = (
  bookingId: number,
  followUpDate: string,
  nextFollowUpDate: string | null,
) => ({
  bookingId,
  followUpDate,
  nextFollowUpDate,
  purpose: 'Payment reminder',
  followUpUpdate: 'Owner will pay next week',
});

async function logFollowUp(bookingId: number, date: string, next: string | null) {
  const res = await call('POST', '/api/bookingfollowups', followUpBody(bookingId, date, next));
  expect(res.status).toBe(201);
  return res.body as { id: number; settled: boolean };
}

/** The booking's follow-ups, newest first, as [id, settled]. */
async function settledOf(bookingId: number) {
  const res = await call('GET', `/api/bookingfollowups/booking/${bookingId}`);
  expect(res.status).toBe(200);
  return (res.body as { id: number; settled: boolean }[]).map((f) => [f.id, f.settled]);
}

/** The ids the follow-ups list answers for the booking in the period, checking its count. */
async function inPeriod(bookingId: number, period: string) {
  const res = await call(
    'GET',
    `/api/bookingfollowups/filtered?bookingId=${bookingId}&period=${period}`,
  );
  expect(res.status).toBe(200);
  expect(res.body.totalCount).toBe(res.body.data.length);
  return (res.body.data as { id: number }[]).map((f) => f.id);
}

describe('logging a newer follow-up', () => {
  it("settles the older ones' next follow-ups, in every answer", async () => {
    const booking = await newBooking();
    const first = await logFollowUp(booking, '2026-11-01', '2026-11-10');
    expect(first.settled).toBe(false);
    const second = await logFollowUp(booking, '2026-11-10', '2026-11-15');
    expect(second.settled).toBe(false);
    expect(await settledOf(booking)).toEqual([
      [second.id, false],
      [first.id, true],
    ]);
    const third = await logFollowUp(booking, '2026-11-20', '2026-11-25');
    expect(await settledOf(booking)).toEqual([
      [third.id, false],
      [second.id, true],
      [first.id, true],
    ]);
    expect((await call('GET', `/api/bookingfollowups/${second.id}`)).body).toMatchObject({
      id: second.id,
      nextFollowUpDate: '2026-11-15',
      settled: true,
    });
    expect(
      (await call('GET', `/api/bookingfollowups/booking/${booking}/latest`)).body,
    ).toMatchObject({ id: third.id, settled: false });
  });

  it('leaves settled next follow-ups out of every period but all, and of the upcoming list', async () => {
    const booking = await newBooking();
    // Planned for last week, for today and for next week (this week runs Sunday the 22nd to
    // Saturday the 28th); each call was logged before the one it planned fell due.
    const lastWeek = await logFollowUp(booking, '2026-11-01', '2026-11-16');
    const today = await logFollowUp(booking, '2026-11-10', '2026-11-22');
    const nextWeek = await logFollowUp(booking, '2026-11-20', '2026-11-30');
    expect(await inPeriod(booking, 'overdue')).toEqual([]);
    expect(await inPeriod(booking, 'today')).toEqual([]);
    expect(await inPeriod(booking, 'thisWeek')).toEqual([]);
    expect(await inPeriod(booking, 'upcoming')).toEqual([nextWeek.id]);
    expect(await inPeriod(booking, 'all')).toEqual([nextWeek.id, today.id, lastWeek.id]);

    const upcoming = await call('GET', '/api/bookingfollowups/upcoming?date=2026-11-01');
    const ofBooking = (upcoming.body as { id: number; bookingId: number }[])
      .filter((f) => f.bookingId === booking)
      .map((f) => f.id);
    expect(ofBooking).toEqual([nextWeek.id]);
  });

  it('is settled at once when it is dated before the newest: it is history', async () => {
    const booking = await newBooking();
    const newest = await logFollowUp(booking, '2026-11-20', '2026-11-21');
    const backdated = await logFollowUp(booking, '2026-11-05', '2026-11-08');
    expect(backdated.settled).toBe(true);
    expect(await inPeriod(booking, 'overdue')).toEqual([newest.id]);
  });

  it('settles the one logged first of two on one day', async () => {
    const booking = await newBooking();
    const morning = await logFollowUp(booking, '2026-11-21', '2026-11-21');
    const evening = await logFollowUp(booking, '2026-11-21', null);
    expect(await settledOf(booking)).toEqual([
      [evening.id, false],
      [morning.id, true],
    ]);
    expect(await inPeriod(booking, 'overdue')).toEqual([]);
  });
});

describe('editing and deleting the newest follow-up', () => {
  it('deleting it opens the next follow-up of the one before it again', async () => {
    const booking = await newBooking();
    const older = await logFollowUp(booking, '2026-11-01', '2026-11-12');
    const newer = await logFollowUp(booking, '2026-11-15', '2026-11-30');
    expect(await inPeriod(booking, 'overdue')).toEqual([]);

    expect((await call('DELETE', `/api/bookingfollowups/${newer.id}`)).status).toBe(204);
    expect(await settledOf(booking)).toEqual([[older.id, false]]);
    expect(await inPeriod(booking, 'overdue')).toEqual([older.id]);
  });

  it('editing it to an earlier date settles it and opens the one now newest', async () => {
    const booking = await newBooking();
    const older = await logFollowUp(booking, '2026-11-01', '2026-11-12');
    const newer = await logFollowUp(booking, '2026-11-18', '2026-11-19');
    expect(await inPeriod(booking, 'overdue')).toEqual([newer.id]);

    const edited = await call(
      'PUT',
      `/api/bookingfollowups/${newer.id}`,
      followUpBody(booking, '2026-10-25', '2026-10-30'),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.settled).toBe(true);
    expect(await settledOf(booking)).toEqual([
      [older.id, false],
      [newer.id, true],
    ]);
    expect(await inPeriod(booking, 'overdue')).toEqual([older.id]);
  });

  it('moving it to another booking opens the one left behind, and settles older ones there', async () => {
    const from = await newBooking();
    const to = await newBooking();
    const left = await logFollowUp(from, '2026-11-01', '2026-11-12');
    const moved = await logFollowUp(from, '2026-11-18', '2026-11-19');
    const there = await logFollowUp(to, '2026-11-02', '2026-11-13');

    const res = await call(
      'PUT',
      `/api/bookingfollowups/${moved.id}`,
      followUpBody(to, '2026-11-18', '2026-11-19'),
    );
    expect(res.status).toBe(200);
    expect(await settledOf(from)).toEqual([[left.id, false]]);
    expect(await settledOf(to)).toEqual([
      [moved.id, false],
      [there.id, true],
    ]);
  });
});
