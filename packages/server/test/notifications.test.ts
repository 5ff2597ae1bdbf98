/**
 * The bell (listNotifications, countUnreadNotifications, markNotificationsRead,
 * markAllNotificationsRead): which notifications each user has, their order and pages, and their
 * read state, on a clock the test moves. The bookings' first, then the enquiries' reminders
 * (docs/enquiries.md "Reminders").
 */
import { UNREAD_COUNT_CAP } from '@plotline/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestBookingFollowUps, notificationReads, users } from '../src/db/schema';
import { seedDemoData } from '../src/seed/demo-data';
import { movableClock, type MovableClock } from './support/movable-clock';
import {
  insertBooking,
  insertChannelPartner,
  insertPlot,
  insertProject,
} from './support/sales-fixtures';
import { latestFollowUpsAndRecount } from './support/tally-recount';
import { startTestServer, type TestServer } from './support/test-server';

/** Noon in Jaipur on 2026-11-22, the business's today. */
const NOW = new Date('2026-11-22T06:30:00Z');
const SALES = ['bookings.view', 'bookings.create', 'bookings.edit', 'bookings.delete'];
/** Whoever works enquiries: each they add is theirs (enquiries.view comes with these). */
const ENQUIRIES = ['enquiries.create', 'enquiries.edit'];
const DAY = 24 * 60 * 60 * 1000;

let server: TestServer;
let clock: MovableClock;
let projectId: number;
let partnerId: number;
let plotCounter = 0;

type Caller = { id: number; headers: { authorization: string } };

beforeAll(async () => {
  clock = movableClock(NOW);
  server = await startTestServer({ clock });
  projectId = await insertProject(server.db, 'Green Valley');
  partnerId = await insertChannelPartner(server.db, 'Ravi Kumar');
});
afterAll(() => server.close());

/** A new member of the sales staff, signed in now. */
async function salesperson(): Promise<Caller> {
  const user = await server.userWith(SALES);
  return { id: user.id, headers: await server.bearer(user.id) };
}

/** A booking of a new plot, created by the user, with the example's values but these. */
async function bookingOf(
  user: Caller,
  values: { registryDate: string; bookingStatus?: 'Token' | 'Booking' | 'RegistryDone' },
) {
  const plotId = await insertPlot(server.db, projectId, `NT-${++plotCounter}`, 'Booked');
  return insertBooking(server.db, {
    projectId,
    plotId,
    channelPartnerId: partnerId,
    createdBy: user.id,
    updatedBy: user.id,
    bookingStatus: values.bookingStatus ?? 'Token',
    registryDate: values.registryDate,
  });
}

async function list(user: Caller, query = '') {
  const answer = await server.request({
    method: 'GET',
    url: `/api/notifications${query}`,
    headers: user.headers,
  });
  expect(answer.status).toBe(200);
  return answer.body as {
    data: { key: string; kind: string; occurredAt: string; read: boolean; cursor: string }[];
    unreadCount: number;
    hasMore: boolean;
  };
}

const keysOf = async (user: Caller) => (await list(user, '?pageSize=50')).data.map((n) => n.key);

async function unread(user: Caller): Promise<number> {
  const answer = await server.request({
    method: 'GET',
    url: '/api/notifications/unread-count',
    headers: user.headers,
  });
  expect(answer.status).toBe(200);
  return answer.body.unreadCount;
}

async function markRead(user: Caller, keys: string[]) {
  const answer = await server.request({
    method: 'POST',
    url: '/api/notifications/read',
    headers: user.headers,
    payload: { keys },
  });
  expect(answer.status).toBe(204);
}

async function markAllRead(user: Caller) {
  const answer = await server.request({
    method: 'POST',
    url: '/api/notifications/read-all',
    headers: user.headers,
  });
  expect(answer.status).toBe(204);
}

async function followUp(
  user: Caller,
  bookingId: number,
  followUpDate: string,
  nextFollowUpDate: string | null,
) {
  const answer = await server.request({
    method: 'POST',
    url: '/api/bookingfollowups',
    headers: user.headers,
    payload: { bookingId, followUpDate, nextFollowUpDate, purpose: 'Call', followUpUpdate: 'Rang' },
  });
  expect(answer.status).toBe(201);
  return answer.body.id as number;
}

async function moveToBooking(user: Caller, bookingId: number) {
  const answer = await server.request({
    method: 'PATCH',
    url: `/api/bookings/${bookingId}/status`,
    headers: user.headers,
    payload: { newStatus: 'Booking', remark: 'Paid in full' },
  });
  expect(answer.status).toBe(200);
}

describe('overdue bookings', () => {
  it("are the creator's live bookings whose registry date has passed, from the next day's start", async () => {
    const author = await salesperson();
    const other = await salesperson();
    const overdue = await bookingOf(author, { registryDate: '2026-11-20' });
    await bookingOf(author, { registryDate: '2026-11-22' });
    await bookingOf(author, { registryDate: '2026-11-10', bookingStatus: 'RegistryDone' });
    const othersOverdue = await bookingOf(other, { registryDate: '2026-11-12' });

    const { data } = await list(author);
    expect(data).toEqual([
      expect.objectContaining({
        key: `bookingOverdue:${overdue.id}:2026-11-20`,
        kind: 'bookingOverdue',
        // Midnight of 2026-11-21 in Jaipur.
        occurredAt: '2026-11-20T18:30:00.000Z',
        read: false,
        bookingId: overdue.id,
        bookingNumber: overdue.bookingNumber,
        plotOwnerName: 'Anil Mehta',
        projectName: 'Green Valley',
        registryDate: '2026-11-20',
        followUpId: null,
        nextFollowUpDate: null,
        changedBy: null,
        operation: null,
      }),
    ]);
    expect(await keysOf(other)).toEqual([`bookingOverdue:${othersOverdue.id}:2026-11-12`]);
  });

  it('go once the booking is no longer live, and come back under a new key for a new date', async () => {
    const author = await salesperson();
    const booking = await bookingOf(author, { registryDate: '2026-11-15' });
    await markRead(author, [`bookingOverdue:${booking.id}:2026-11-15`]);
    expect(await unread(author)).toBe(0);

    await server.db.execute(
      sql`update bookings set registry_date = '2026-11-18' where id = ${booking.id}`,
    );
    expect(await keysOf(author)).toEqual([`bookingOverdue:${booking.id}:2026-11-18`]);
    expect(await unread(author)).toBe(1);

    await server.db.execute(
      sql`update bookings set booking_status = 'Cancelled' where id = ${booking.id}`,
    );
    expect(await keysOf(author)).toEqual([]);
  });
});

describe('due follow-ups', () => {
  it("are the creator's follow-ups due today or past that are still their booking's latest", async () => {
    const author = await salesperson();
    const colleague = await salesperson();
    const a = await bookingOf(author, { registryDate: '2026-12-20' });
    const b = await bookingOf(author, { registryDate: '2026-12-20' });
    const c = await bookingOf(author, { registryDate: '2026-12-20' });
    const dueToday = await followUp(author, a.id, '2026-11-15', '2026-11-22');
    const replaced = await followUp(author, b.id, '2026-11-10', '2026-11-19');
    await followUp(author, b.id, '2026-11-19', '2026-12-01');
    const colleagues = await followUp(colleague, c.id, '2026-11-10', '2026-11-20');

    const { data } = await list(author);
    expect(data).toEqual([
      expect.objectContaining({
        key: `followUpDue:${dueToday}:2026-11-22`,
        kind: 'followUpDue',
        occurredAt: '2026-11-21T18:30:00.000Z',
        bookingId: a.id,
        followUpId: dueToday,
        nextFollowUpDate: '2026-11-22',
      }),
    ]);
    expect(await keysOf(colleague)).toEqual([`followUpDue:${colleagues}:2026-11-20`]);
    expect(replaced).toBeGreaterThan(0);
  });

  it('follow the latest follow-up as follow-ups are edited and deleted', async () => {
    const author = await salesperson();
    const booking = await bookingOf(author, { registryDate: '2026-12-20' });
    const older = await followUp(author, booking.id, '2026-11-10', '2026-11-19');
    const newer = await followUp(author, booking.id, '2026-11-19', '2026-12-01');
    expect(await keysOf(author)).toEqual([]);

    // The newer one dated before the older: the older is the latest again.
    const edited = await server.request({
      method: 'PUT',
      url: `/api/bookingfollowups/${newer}`,
      headers: author.headers,
      payload: {
        bookingId: booking.id,
        followUpDate: '2026-11-01',
        nextFollowUpDate: '2026-12-01',
        purpose: 'Call',
        followUpUpdate: 'Rang',
      },
    });
    expect(edited.status).toBe(200);
    expect(await keysOf(author)).toEqual([`followUpDue:${older}:2026-11-19`]);

    const deleted = await server.request({
      method: 'DELETE',
      url: `/api/bookingfollowups/${older}`,
      headers: author.headers,
    });
    expect(deleted.status).toBe(204);
    expect(await keysOf(author)).toEqual([]);
    const [latest] = await server.db
      .select()
      .from(latestBookingFollowUps)
      .where(eq(latestBookingFollowUps.bookingId, booking.id));
    expect(latest).toMatchObject({ followUpId: newer, followUpDate: '2026-11-01' });
  });
});

describe('due follow-ups, one per booking', () => {
  it("are its newest follow-up's alone, however many older ones are past their next date", async () => {
    const author = await salesperson();
    const booking = await bookingOf(author, { registryDate: '2026-12-20' });
    await followUp(author, booking.id, '2026-11-01', '2026-11-08');
    await followUp(author, booking.id, '2026-11-08', '2026-11-15');
    const newest = await followUp(author, booking.id, '2026-11-15', '2026-11-21');
    expect(await keysOf(author)).toEqual([`followUpDue:${newest}:2026-11-21`]);
    expect(await unread(author)).toBe(1);
  });

  it('go, read or not, once a follow-up is logged on the booking', async () => {
    const author = await salesperson();
    const colleague = await salesperson();
    const booking = await bookingOf(author, { registryDate: '2026-12-20' });
    await followUp(author, booking.id, '2026-11-15', '2026-11-22');
    expect(await unread(author)).toBe(1);

    // Whoever calls the buyer acts on it: the author's reminder goes with the call logged.
    await followUp(colleague, booking.id, '2026-11-22', '2026-11-29');
    expect(await keysOf(author)).toEqual([]);
    expect(await unread(author)).toBe(0);
    expect(await keysOf(colleague)).toEqual([]);
  });

  it('stay one the next day, from the day it fell due, with its read state', async () => {
    const author = await salesperson();
    const booking = await bookingOf(author, { registryDate: '2026-12-20' });
    const due = await followUp(author, booking.id, '2026-11-15', '2026-11-22');
    const key = `followUpDue:${due}:2026-11-22`;
    await markRead(author, [key]);
    clock.advance(DAY);
    try {
      // Signed in again: the access token of yesterday has expired.
      const nextDay = { id: author.id, headers: await server.bearer(author.id) };
      const { data } = await list(nextDay);
      expect(data).toEqual([
        expect.objectContaining({ key, occurredAt: '2026-11-21T18:30:00.000Z', read: true }),
      ]);
      expect(await unread(nextDay)).toBe(0);
    } finally {
      clock.advance(-DAY);
    }
  });
});

describe("each booking's latest follow-up", () => {
  it('is kept through bulk writes, edits and deletes of follow-ups', async () => {
    const [admin] = await server.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'admin'));
    await seedDemoData(server.db, admin!.id, clock.today());
    const held = async () => {
      const { kept, recounted } = await latestFollowUpsAndRecount(server.db);
      expect(recounted.length).toBeGreaterThan(0);
      expect(kept).toEqual(recounted);
    };
    await held();
    await server.db.execute(
      sql`update booking_follow_ups set follow_up_date = follow_up_date - (id % 40) where id % 3 = 0`,
    );
    await held();
    await server.db.execute(sql`delete from booking_follow_ups where id % 5 = 0`);
    await held();
    await server.db.execute(
      sql`update booking_follow_ups set booking_id = (select min(id) from bookings) where id % 7 = 0`,
    );
    await held();
  });

  it('is kept when follow-ups of one booking are written at once', async () => {
    const author = await salesperson();
    const booking = await bookingOf(author, { registryDate: '2026-12-20' });
    const dates = Array.from(
      { length: 12 },
      (_, i) => `2026-11-${String(10 + i).padStart(2, '0')}`,
    );
    await Promise.all(dates.map((date) => followUp(author, booking.id, date, '2026-11-21')));
    const edits = await server.db.execute(
      sql`select id from booking_follow_ups where booking_id = ${booking.id} order by id`,
    );
    const ids = (edits as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
    await Promise.all(
      ids.slice(0, 6).map((id, i) =>
        server.request({
          method: i % 2 === 0 ? 'DELETE' : 'PUT',
          url: `/api/bookingfollowups/${id}`,
          headers: author.headers,
          payload:
            i % 2 === 0
              ? undefined
              : {
                  bookingId: booking.id,
                  followUpDate: '2026-11-30',
                  nextFollowUpDate: '2026-11-20',
                  purpose: 'Call',
                  followUpUpdate: 'Rang',
                },
        }),
      ),
    );
    const { kept, recounted } = await latestFollowUpsAndRecount(server.db);
    expect(kept).toEqual(recounted);
  });
});

describe('changes to a booking', () => {
  it('tell its creator of what someone else did, never of what they did themselves', async () => {
    const author = await salesperson();
    const colleague = await salesperson();
    const booking = await bookingOf(author, { registryDate: '2026-12-20' });
    await moveToBooking(author, booking.id);
    expect(await keysOf(author)).toEqual([]);

    clock.advance(60_000);
    await moveToBooking(colleague, (await bookingOf(author, { registryDate: '2026-12-20' })).id);
    const { data } = await list(author);
    const [username] = (
      (await server.db.execute(
        sql`select username from users where id = ${colleague.id}`,
      )) as unknown as { rows: { username: string }[] }
    ).rows.map((row) => row.username);
    expect(data).toEqual([
      expect.objectContaining({
        kind: 'bookingChanged',
        occurredAt: clock.now().toISOString(),
        read: false,
        changedBy: username,
        operation: 'changeBookingStatus',
        followUpId: null,
        nextFollowUpDate: null,
      }),
    ]);
    expect(data[0]!.key).toMatch(/^bookingChanged:\d+$/);
    expect(await keysOf(colleague)).toEqual([]);
  });

  it('go with the booking when it is deleted', async () => {
    const author = await salesperson();
    const colleague = await salesperson();
    const booking = await bookingOf(author, { registryDate: '2026-12-20' });
    await moveToBooking(colleague, booking.id);
    expect(await unread(author)).toBe(1);
    const deleted = await server.request({
      method: 'DELETE',
      url: `/api/bookings/${booking.id}`,
      headers: colleague.headers,
    });
    expect(deleted.status).toBe(204);
    expect(await keysOf(author)).toEqual([]);
    expect(await unread(author)).toBe(0);
  });
});

describe('the list', () => {
  it('runs newest first a page at a time, each page after the last one’s cursor', async () => {
    const author = await salesperson();
    const colleague = await salesperson();
    for (const registryDate of ['2026-11-01', '2026-11-05', '2026-11-05', '2026-11-21']) {
      await bookingOf(author, { registryDate });
    }
    const withFollowUps = await bookingOf(author, { registryDate: '2026-12-20' });
    // Due from the start of 2026-11-06, the very instant one overdue from 2026-11-05 arose.
    await followUp(author, withFollowUps.id, '2026-11-01', '2026-11-06');
    await moveToBooking(colleague, withFollowUps.id);

    const whole = (await list(author, '?pageSize=50')).data;
    expect(whole.map((n) => n.kind)).toEqual([
      'bookingChanged',
      'bookingOverdue',
      'followUpDue',
      'bookingOverdue',
      'bookingOverdue',
      'bookingOverdue',
    ]);
    const instants = whole.map((n) => n.occurredAt);
    expect([...instants].sort().reverse()).toEqual(instants);
    // The follow-up due and the overdue bookings from 2026-11-05 arose at the same instant.
    expect(whole[2]!.occurredAt).toBe(whole[3]!.occurredAt);

    for (const pageSize of [1, 2, 4]) {
      const paged: string[] = [];
      let query = `?pageSize=${pageSize}`;
      for (;;) {
        const page = await list(author, query);
        paged.push(...page.data.map((n) => n.key));
        if (!page.hasMore) break;
        query = `?pageSize=${pageSize}&before=${encodeURIComponent(page.data.at(-1)!.cursor)}`;
      }
      expect(paged).toEqual(whole.map((n) => n.key));
    }
    const first = await list(author, '?pageSize=6');
    expect(first.hasMore).toBe(false);
    expect(first.unreadCount).toBe(6);
  });

  it('refuses a cursor it did not give', async () => {
    const author = await salesperson();
    const answer = await server.request({
      method: 'GET',
      url: '/api/notifications?before=not-a-cursor',
      headers: author.headers,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toHaveProperty('before');
  });

  it('is for signed-in users only', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', '/api/notifications/read-all'],
    ] as const) {
      expect((await server.request({ method, url })).status).toBe(401);
    }
    const answer = await server.request({
      method: 'POST',
      url: '/api/notifications/read',
      payload: { keys: ['bookingChanged:1'] },
    });
    expect(answer.status).toBe(401);
  });
});

describe('read state', () => {
  it('marks the caller’s notifications read, and no one else’s', async () => {
    const author = await salesperson();
    const other = await salesperson();
    const a = await bookingOf(author, { registryDate: '2026-11-20' });
    await bookingOf(author, { registryDate: '2026-11-19' });
    const key = `bookingOverdue:${a.id}:2026-11-20`;
    expect(await unread(author)).toBe(2);

    await markRead(other, [key, 'bookingChanged:999999', 'no key at all']);
    expect(await unread(author)).toBe(2);
    const othersReads = await server.db
      .select()
      .from(notificationReads)
      .where(eq(notificationReads.userId, other.id));
    expect(othersReads).toEqual([]);

    await markRead(author, [key, key, `bookingOverdue:${a.id}:2026-11-01`]);
    await markRead(author, [key]);
    expect(await unread(author)).toBe(1);
    const { data, unreadCount } = await list(author);
    expect(data.map((n) => [n.key, n.read])).toEqual([
      [key, true],
      [expect.stringMatching(/^bookingOverdue:/), false],
    ]);
    expect(unreadCount).toBe(1);
  });

  it('marks everything read at once, and what arrives later is unread', async () => {
    const author = await salesperson();
    const colleague = await salesperson();
    const booking = await bookingOf(author, { registryDate: '2026-11-20' });
    await followUp(author, booking.id, '2026-11-10', '2026-11-21');
    await moveToBooking(colleague, booking.id);
    expect(await unread(author)).toBe(3);

    await markAllRead(author);
    expect(await unread(author)).toBe(0);
    expect((await list(author)).data.every((n) => n.read)).toBe(true);

    clock.advance(60_000);
    const another = await bookingOf(author, { registryDate: '2026-12-20' });
    await moveToBooking(colleague, another.id);
    expect(await unread(author)).toBe(1);
    expect((await list(author)).data[0]).toMatchObject({ kind: 'bookingChanged', read: false });
  });

  it(`counts unread notifications up to ${UNREAD_COUNT_CAP}`, async () => {
    const author = await salesperson();
    for (let i = 0; i < UNREAD_COUNT_CAP + 5; i++) {
      await bookingOf(author, { registryDate: '2026-10-01' });
    }
    expect(await unread(author)).toBe(UNREAD_COUNT_CAP);
    const page = await list(author);
    expect(page.unreadCount).toBe(UNREAD_COUNT_CAP);
    expect(page.data).toHaveLength(20);
    expect(page.hasMore).toBe(true);
  });
});

// ------------------------------------------------------------ the enquiries' reminders

let mobileCounter = 0;

/** A sales person who works enquiries, and may do `more` besides. */
async function enquirySeller(more: string[] = []): Promise<Caller> {
  return server.userWith([...ENQUIRIES, ...more]);
}

/** An enquiry the user adds, so theirs; with a next action when given its date. */
async function enquiryOf(user: Caller, values: { name?: string; nextActionDate?: string } = {}) {
  const mobileNumber = `97${String(++mobileCounter).padStart(8, '0')}`;
  const answer = await server.request({
    method: 'POST',
    url: '/api/enquiries',
    headers: user.headers,
    payload: {
      name: values.name ?? 'Kavya Iyer',
      mobileNumber,
      source: 'Phone',
      ...(values.nextActionDate && {
        nextAction: 'Send the price list',
        nextActionDate: values.nextActionDate,
      }),
    },
  });
  expect(answer.status).toBe(201);
  return { id: answer.body.id as number, mobileNumber };
}

async function visitOf(
  user: Caller,
  enquiryId: number,
  scheduledAt: string,
  accompaniedById?: number,
) {
  const answer = await server.request({
    method: 'POST',
    url: `/api/enquiries/${enquiryId}/site-visits`,
    headers: user.headers,
    payload: { projectId, scheduledAt, ...(accompaniedById && { accompaniedById }) },
  });
  expect(answer.status).toBe(201);
  return answer.body.id as number;
}

async function changeVisit(
  user: Caller,
  visitId: number,
  values: { scheduledAt: string; outcome?: 'Done' | 'Cancelled' },
) {
  const answer = await server.request({
    method: 'PUT',
    url: `/api/site-visits/${visitId}`,
    headers: user.headers,
    payload: { projectId, ...values },
  });
  expect(answer.status).toBe(200);
}

async function loseEnquiry(user: Caller, enquiryId: number) {
  const answer = await server.request({
    method: 'PATCH',
    url: `/api/enquiries/${enquiryId}/stage`,
    headers: user.headers,
    payload: { stage: 'Lost', lostReason: 'NotInterested' },
  });
  expect(answer.status).toBe(200);
}

/** The administrator gives the enquiries to the user. */
async function assign(enquiryIds: number[], user: Caller) {
  const answer = await server.request({
    method: 'POST',
    url: '/api/enquiries/assignment',
    headers: await server.admin(),
    payload: { enquiryIds, assignedToId: user.id },
  });
  expect(answer.status).toBe(200);
}

/** The user signed in again a day on: the access token of yesterday has expired. */
async function aDayOn<T>(check: (again: (user: Caller) => Promise<Caller>) => Promise<T>) {
  clock.advance(DAY);
  try {
    return await check(async (user) => ({ id: user.id, headers: await server.bearer(user.id) }));
  } finally {
    clock.advance(-DAY);
  }
}

describe('site visits of today', () => {
  it("remind their enquiry's sales person from the day's start, and nobody else", async () => {
    const seller = await enquirySeller();
    const colleague = await enquirySeller();
    const enquiry = await enquiryOf(seller, { name: 'Kavya Iyer' });
    const today = await visitOf(seller, enquiry.id, '2026-11-22T15:00:00+05:30');
    await visitOf(seller, enquiry.id, '2026-11-23T11:00:00+05:30');
    await visitOf(seller, enquiry.id, '2026-11-21T11:00:00+05:30');
    // The colleague's buyer, whom the seller shows round: the colleague's reminder alone.
    const colleagues = await enquiryOf(colleague, { name: 'Rahul Mehta' });
    const shown = await visitOf(colleague, colleagues.id, '2026-11-22T10:00:00+05:30', seller.id);

    const { data } = await list(seller);
    expect(data).toEqual([
      expect.objectContaining({
        key: `siteVisitToday:${today}:2026-11-22`,
        kind: 'siteVisitToday',
        // Midnight of 2026-11-22 in Jaipur.
        occurredAt: '2026-11-21T18:30:00.000Z',
        read: false,
        enquiryId: enquiry.id,
        enquiryName: 'Kavya Iyer',
        enquiryMobileNumber: enquiry.mobileNumber,
        enquiryStage: 'SiteVisitScheduled',
        nextAction: null,
        nextActionDate: null,
        siteVisitId: today,
        visitScheduledAt: '2026-11-22T09:30:00.000Z',
        projectName: 'Green Valley',
        bookingId: null,
        bookingNumber: null,
        followUpId: null,
        accountId: null,
      }),
    ]);
    expect(await unread(seller)).toBe(1);
    expect(await keysOf(colleague)).toEqual([`siteVisitToday:${shown}:2026-11-22`]);
  });

  it('go once the visit is recorded or called off, or its enquiry is lost', async () => {
    const seller = await enquirySeller();
    const [done, cancelled, lost] = [
      await enquiryOf(seller),
      await enquiryOf(seller),
      await enquiryOf(seller),
    ];
    const visits = [
      await visitOf(seller, done.id, '2026-11-22T11:00:00+05:30'),
      await visitOf(seller, cancelled.id, '2026-11-22T12:00:00+05:30'),
      await visitOf(seller, lost.id, '2026-11-22T13:00:00+05:30'),
    ];
    expect(await unread(seller)).toBe(3);

    await changeVisit(seller, visits[0]!, {
      scheduledAt: '2026-11-22T11:00:00+05:30',
      outcome: 'Done',
    });
    await changeVisit(seller, visits[1]!, {
      scheduledAt: '2026-11-22T12:00:00+05:30',
      outcome: 'Cancelled',
    });
    await loseEnquiry(seller, lost.id);
    expect(await keysOf(seller)).toEqual([]);
    expect(await unread(seller)).toBe(0);
  });

  it('come again under a new key on the day a visit moves to, to whoever has its enquiry then', async () => {
    const seller = await enquirySeller();
    const colleague = await enquirySeller();
    const enquiry = await enquiryOf(seller);
    const visit = await visitOf(seller, enquiry.id, '2026-11-22T16:00:00+05:30');
    await markRead(seller, [`siteVisitToday:${visit}:2026-11-22`]);
    expect(await unread(seller)).toBe(0);

    await changeVisit(seller, visit, { scheduledAt: '2026-11-23T16:00:00+05:30' });
    expect(await keysOf(seller)).toEqual([]);
    // Tomorrow's key names nothing of theirs yet, so marking it stores nothing.
    await markRead(seller, [`siteVisitToday:${visit}:2026-11-23`]);

    await aDayOn(async (again) => {
      const nextDay = await again(seller);
      expect((await list(nextDay)).data).toEqual([
        expect.objectContaining({
          key: `siteVisitToday:${visit}:2026-11-23`,
          occurredAt: '2026-11-22T18:30:00.000Z',
          read: false,
        }),
      ]);
      expect(await unread(nextDay)).toBe(1);

      await assign([enquiry.id], colleague);
      expect(await keysOf(nextDay)).toEqual([]);
      expect(await keysOf(await again(colleague))).toEqual([`siteVisitToday:${visit}:2026-11-23`]);
    });
  });
});

describe('next actions due', () => {
  it("remind the sales person of their open enquiries' next actions due today or past", async () => {
    const seller = await enquirySeller();
    const colleague = await enquirySeller();
    const dueToday = await enquiryOf(seller, { name: 'Asha Verma', nextActionDate: '2026-11-22' });
    const overdue = await enquiryOf(seller, { name: 'Neha Gupta', nextActionDate: '2026-11-19' });
    await enquiryOf(seller, { nextActionDate: '2026-11-23' });
    await enquiryOf(seller);
    const lost = await enquiryOf(seller, { nextActionDate: '2026-11-20' });
    await loseEnquiry(seller, lost.id);
    const colleagues = await enquiryOf(colleague, { nextActionDate: '2026-11-21' });

    const { data } = await list(seller);
    expect(data).toEqual([
      expect.objectContaining({
        key: `enquiryActionDue:${dueToday.id}:2026-11-22`,
        kind: 'enquiryActionDue',
        // From the start of its date in Jaipur.
        occurredAt: '2026-11-21T18:30:00.000Z',
        read: false,
        enquiryId: dueToday.id,
        enquiryName: 'Asha Verma',
        enquiryMobileNumber: dueToday.mobileNumber,
        enquiryStage: 'New',
        nextAction: 'Send the price list',
        nextActionDate: '2026-11-22',
        siteVisitId: null,
        visitScheduledAt: null,
        projectName: null,
        bookingId: null,
      }),
      expect.objectContaining({
        key: `enquiryActionDue:${overdue.id}:2026-11-19`,
        occurredAt: '2026-11-18T18:30:00.000Z',
        enquiryName: 'Neha Gupta',
        nextActionDate: '2026-11-19',
      }),
    ]);
    expect(await keysOf(colleague)).toEqual([`enquiryActionDue:${colleagues.id}:2026-11-21`]);
  });

  it('come again under a new key when the date moves, and go once the enquiry closes', async () => {
    const seller = await enquirySeller();
    const enquiry = await enquiryOf(seller, { nextActionDate: '2026-11-18' });
    await markRead(seller, [`enquiryActionDue:${enquiry.id}:2026-11-18`]);
    expect(await unread(seller)).toBe(0);

    await server.db.execute(
      sql`update enquiries set next_action_date = '2026-11-21' where id = ${enquiry.id}`,
    );
    expect(await keysOf(seller)).toEqual([`enquiryActionDue:${enquiry.id}:2026-11-21`]);
    expect(await unread(seller)).toBe(1);

    await loseEnquiry(seller, enquiry.id);
    expect(await keysOf(seller)).toEqual([]);
    expect(await unread(seller)).toBe(0);
  });
});

describe("the enquiries' reminders", () => {
  it('come only to a reader of enquiries, whoever an enquiry is given to', async () => {
    const seller = await enquirySeller();
    const bookingsOnly = await salesperson();
    const enquiry = await enquiryOf(seller, { nextActionDate: '2026-11-20' });
    const visit = await visitOf(seller, enquiry.id, '2026-11-22T17:00:00+05:30');
    expect(await unread(seller)).toBe(2);

    await assign([enquiry.id], bookingsOnly);
    expect(await keysOf(seller)).toEqual([]);
    expect(await keysOf(bookingsOnly)).toEqual([]);
    expect(await unread(bookingsOnly)).toBe(0);
    await markRead(bookingsOnly, [
      `enquiryActionDue:${enquiry.id}:2026-11-20`,
      `siteVisitToday:${visit}:2026-11-22`,
    ]);
    const reads = await server.db
      .select()
      .from(notificationReads)
      .where(eq(notificationReads.userId, bookingsOnly.id));
    expect(reads).toEqual([]);
  });

  it("run newest first among the bookings', a page at a time", async () => {
    const seller = await enquirySeller(SALES);
    const colleague = await salesperson();
    // From the start of 2026-11-21: an overdue booking, a follow-up and a next action due.
    await bookingOf(seller, { registryDate: '2026-11-20' });
    const booking = await bookingOf(seller, { registryDate: '2026-12-20' });
    await followUp(seller, booking.id, '2026-11-10', '2026-11-21');
    await enquiryOf(seller, { nextActionDate: '2026-11-21' });
    // From the start of today: two next actions due and two visits.
    await enquiryOf(seller, { nextActionDate: '2026-11-22' });
    await enquiryOf(seller, { nextActionDate: '2026-11-22' });
    const visited = await enquiryOf(seller);
    await visitOf(seller, visited.id, '2026-11-22T18:00:00+05:30');
    await visitOf(seller, visited.id, '2026-11-22T11:00:00+05:30');
    // Now, at noon.
    await moveToBooking(colleague, booking.id);

    const whole = (await list(seller, '?pageSize=50')).data;
    expect(whole.map((n) => n.kind)).toEqual([
      'bookingChanged',
      'siteVisitToday',
      'siteVisitToday',
      'enquiryActionDue',
      'enquiryActionDue',
      'enquiryActionDue',
      'followUpDue',
      'bookingOverdue',
    ]);
    const instants = whole.map((n) => n.occurredAt);
    expect([...instants].sort().reverse()).toEqual(instants);
    for (const pageSize of [1, 2, 3]) {
      const paged: string[] = [];
      let query = `?pageSize=${pageSize}`;
      for (;;) {
        const page = await list(seller, query);
        paged.push(...page.data.map((n) => n.key));
        if (!page.hasMore) break;
        query = `?pageSize=${pageSize}&before=${encodeURIComponent(page.data.at(-1)!.cursor)}`;
      }
      expect(paged).toEqual(whole.map((n) => n.key));
    }
    expect(await unread(seller)).toBe(8);
  });

  it('are marked read by key and all at once, and what arises the next day is unread', async () => {
    const seller = await enquirySeller();
    const enquiry = await enquiryOf(seller, { nextActionDate: '2026-11-20' });
    const visit = await visitOf(seller, enquiry.id, '2026-11-22T11:00:00+05:30');
    expect(await unread(seller)).toBe(2);
    await markRead(seller, [`siteVisitToday:${visit}:2026-11-22`]);
    expect(await unread(seller)).toBe(1);
    expect((await list(seller)).data.map((n) => [n.kind, n.read])).toEqual([
      ['siteVisitToday', true],
      ['enquiryActionDue', false],
    ]);
    await markRead(seller, [`enquiryActionDue:${enquiry.id}:2026-11-20`]);
    expect(await unread(seller)).toBe(0);

    const another = await enquiryOf(seller, { nextActionDate: '2026-11-22' });
    const tomorrows = await visitOf(seller, another.id, '2026-11-23T10:00:00+05:30');
    expect(await unread(seller)).toBe(1);
    await markAllRead(seller);
    expect(await unread(seller)).toBe(0);
    expect((await list(seller)).data.every((n) => n.read)).toBe(true);

    await aDayOn(async (again) => {
      const nextDay = await again(seller);
      expect(await unread(nextDay)).toBe(1);
      expect((await list(nextDay)).data[0]).toMatchObject({
        key: `siteVisitToday:${tomorrows}:2026-11-23`,
        read: false,
      });
    });
  });
});
