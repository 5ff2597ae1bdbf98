/**
 * The Dashboard's enquiry funnel (GET /dashboard/enquiry-funnel) through the API, as a month's
 * enquiries are added, moved to Lost with a reason, booked, given to another sales person and
 * deleted: its figures follow each change, the month tallies always equal a recount from the
 * enquiries, and an enquiry counts in the month it was added in the business's time zone.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertChannelPartner,
  insertPlot,
  insertProject,
  tokenBookingBody,
} from './support/sales-fixtures';
import { movableClock } from './support/movable-clock';
import { enquiryTalliesAndRecount } from './support/tally-recount';
import { startTestServer, type TestServer } from './support/test-server';

// 06:30 UTC is noon in India: the business's today is 2026-11-22.
const clock = movableClock(new Date('2026-11-22T06:30:00Z'));

let server: TestServer;
let admin: { authorization: string };
let adminId: number;
let ravi: number;
let sita: number;
let project: number;

beforeAll(async () => {
  server = await startTestServer({ clock });
  admin = await server.admin();
  adminId = (await server.request({ method: 'GET', url: '/api/auth/me', headers: admin })).body.id;
  ravi = (await server.userHolding([], 'ravi.funnel')).id;
  sita = (await server.userHolding([], 'sita.funnel')).id;
  project = await insertProject(server.db, 'Funnel Greens');
});
afterAll(() => server.close());

async function call(method: string, url: string, payload?: object, headers = admin) {
  return server.request({
    method: method as 'GET',
    url: `/api${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function sent(method: string, url: string, payload?: object) {
  const res = await call(method, url, payload);
  expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}

let mobiles = 0;
const added: Record<string, { id: number; version: number }> = {};

/** An enquiry from the source, given to the sales person (the admin when none is named). */
async function enquiry(key: string, source: string, assignedToId?: number) {
  const body = {
    name: `Funnel ${key}`,
    mobileNumber: `97${String(++mobiles).padStart(8, '0')}`,
    source,
    ...(source === 'ChannelPartner' && {
      channelPartnerId: await insertChannelPartner(server.db, `Funnel Partner ${key}`),
    }),
    ...(assignedToId !== undefined && { assignedToId }),
  };
  added[key] = await sent('POST', '/enquiries', body);
}

async function move(key: string, stage: string, lostReason?: string) {
  const { id, version } = added[key]!;
  added[key] = await sent('PATCH', `/enquiries/${id}/stage`, { stage, lostReason, version });
}

async function funnel(month?: string) {
  return sent('GET', `/dashboard/enquiry-funnel${month ? `?month=${month}` : ''}`);
}

const stagesOf = (body: { stages: { stage: string; count: number }[] }) =>
  Object.fromEntries(body.stages.filter(({ count }) => count > 0).map((s) => [s.stage, s.count]));
const sourcesOf = (body: { bySource: { source: string; created: number; booked: number }[] }) =>
  body.bySource.filter(({ created }) => created > 0);
const reasonsOf = (body: { lostReasons: { reason: string; count: number }[] }) =>
  body.lostReasons.filter(({ count }) => count > 0);

async function expectTalliesHold() {
  const { kept, recounted } = await enquiryTalliesAndRecount(server.db);
  expect(kept).toEqual(recounted);
  // Every enquiry's month is the month of the day it was added, in India.
  const { rows } = (await server.db.execute(sql`
    select count(*)::int as wrong from enquiries
    where created_month <> date_trunc('month', created_at at time zone 'Asia/Kolkata')::date
  `)) as unknown as { rows: { wrong: number }[] };
  expect(rows[0]!.wrong).toBe(0);
}

describe("the Dashboard's enquiry funnel", () => {
  it('is all zeros, every stage, reason and source listed, before any enquiry', async () => {
    const body = await funnel();
    expect(body).toMatchObject({
      month: '2026-11',
      created: 0,
      booked: 0,
      conversionRate: 0,
      bySalesPerson: [],
    });
    expect(body.stages).toHaveLength(7);
    expect(body.lostReasons).toHaveLength(6);
    expect(body.bySource).toHaveLength(7);
  });

  it("counts the month's enquiries by stage, source and sales person, most first", async () => {
    await enquiry('a', 'WalkIn', ravi);
    await enquiry('b', 'WalkIn', ravi);
    await enquiry('c', 'Phone', ravi);
    await enquiry('d', 'Website', sita);
    await enquiry('e', 'Referral');
    const body = await funnel('2026-11');
    expect(body).toMatchObject({ month: '2026-11', created: 5, booked: 0, conversionRate: 0 });
    expect(stagesOf(body)).toEqual({ New: 5 });
    expect(sourcesOf(body)).toEqual([
      { source: 'WalkIn', created: 2, booked: 0 },
      { source: 'Phone', created: 1, booked: 0 },
      { source: 'Website', created: 1, booked: 0 },
      { source: 'Referral', created: 1, booked: 0 },
    ]);
    // Ravi's three first; the admin and Sita, one each, by name.
    expect(body.bySalesPerson).toEqual([
      { userId: ravi, name: 'ravi.funnel', created: 3, booked: 0 },
      { userId: adminId, name: 'Plotline Admin', created: 1, booked: 0 },
      { userId: sita, name: 'sita.funnel', created: 1, booked: 0 },
    ]);
    await expectTalliesHold();
  });

  it('moves an enquiry lost with its reason to Lost, counting the reason', async () => {
    await move('a', 'Contacted');
    await move('a', 'Lost', 'BudgetMismatch');
    await move('b', 'Lost', 'NotReachable');
    const body = await funnel();
    expect(stagesOf(body)).toEqual({ New: 3, Lost: 2 });
    expect(reasonsOf(body)).toEqual([
      { reason: 'BudgetMismatch', count: 1 },
      { reason: 'NotReachable', count: 1 },
    ]);
    // Reopened, it is no longer lost for its reason.
    await move('b', 'Contacted');
    const reopened = await funnel();
    expect(stagesOf(reopened)).toEqual({ New: 3, Contacted: 1, Lost: 1 });
    expect(reasonsOf(reopened)).toEqual([{ reason: 'BudgetMismatch', count: 1 }]);
    await expectTalliesHold();
  });

  it('converts an enquiry booked through a booking saved from it', async () => {
    const partner = await insertChannelPartner(server.db, 'Funnel Booking Partner');
    const plotId = await insertPlot(server.db, project, 'FN-1');
    await sent(
      'POST',
      '/bookings',
      tokenBookingBody(
        { projectId: project, plotId, channelPartnerId: partner },
        { enquiryId: added.c!.id },
      ),
    );
    const body = await funnel();
    expect(body).toMatchObject({ created: 5, booked: 1, conversionRate: 0.2 });
    expect(stagesOf(body)).toEqual({ New: 2, Contacted: 1, Booked: 1, Lost: 1 });
    expect(sourcesOf(body)).toContainEqual({ source: 'Phone', created: 1, booked: 1 });
    expect(body.bySalesPerson[0]).toEqual({
      userId: ravi,
      name: 'ravi.funnel',
      created: 3,
      booked: 1,
    });
    await expectTalliesHold();
  });

  it('moves the enquiries given to another sales person, one or many at once', async () => {
    await sent('POST', '/enquiries/assignment', {
      enquiryIds: [added.d!.id, added.e!.id],
      assignedToId: ravi,
    });
    const body = await funnel();
    expect(body.bySalesPerson).toEqual([
      { userId: ravi, name: 'ravi.funnel', created: 5, booked: 1 },
    ]);
    await expectTalliesHold();
  });

  it('no longer counts a deleted enquiry', async () => {
    await sent('DELETE', `/enquiries/${added.d!.id}`);
    const body = await funnel();
    expect(body).toMatchObject({ created: 4, booked: 1, conversionRate: 0.25 });
    expect(sourcesOf(body).map(({ source }) => source)).toEqual(['WalkIn', 'Phone', 'Referral']);
    await expectTalliesHold();
  });

  it("counts an enquiry in the month it was added in India, not another month's", async () => {
    // 19:00 UTC on 30 November is half past midnight on 1 December in India.
    clock.advance(new Date('2026-11-30T19:00:00Z').getTime() - clock.now().getTime());
    // A token of eight days ago has expired.
    admin = await server.admin();
    const gopal = await server.userHolding([], 'gopal.funnel');
    await enquiry('f', 'ChannelPartner', gopal.id);
    const december = await funnel();
    expect(december).toMatchObject({ month: '2026-12', created: 1, booked: 0 });
    expect(sourcesOf(december)).toEqual([{ source: 'ChannelPartner', created: 1, booked: 0 }]);
    expect(await funnel('2026-12')).toEqual(december);
    expect(await funnel('2026-11')).toMatchObject({ created: 4, booked: 1 });
    expect(await funnel('2026-10')).toMatchObject({ created: 0, bySalesPerson: [] });

    // Their sales person deleted, the enquiries are given to nobody, and counted so.
    await sent('DELETE', `/users/${gopal.id}`);
    const unassigned = await funnel('2026-12');
    expect(unassigned.bySalesPerson).toEqual([{ userId: null, name: null, created: 1, booked: 0 }]);
    await expectTalliesHold();
  });

  it("opens each figure as the list of its enquiries: the month's, by stage, reason, source and sales person", async () => {
    const listed = async (query: string) =>
      (await sent('GET', `/enquiries/filtered?pageSize=100&${query}`)).totalCount as number;
    for (const month of ['2026-11', '2026-12']) {
      const body = await funnel(month);
      const inMonth = `createdMonth=${month}`;
      expect(await listed(inMonth)).toBe(body.created);
      expect(await listed(`${inMonth}&stage=Booked`)).toBe(body.booked);
      for (const { stage, count } of body.stages) {
        expect(await listed(`${inMonth}&stage=${stage}`), `${month} ${stage}`).toBe(count);
      }
      for (const { reason, count } of body.lostReasons) {
        expect(await listed(`${inMonth}&lostReason=${reason}`), `${month} ${reason}`).toBe(count);
      }
      for (const { source, created } of body.bySource) {
        expect(await listed(`${inMonth}&source=${source}`), `${month} ${source}`).toBe(created);
      }
      for (const { userId, created } of body.bySalesPerson) {
        if (userId !== null)
          expect(await listed(`${inMonth}&assignedToId=${userId}`)).toBe(created);
      }
    }
    // Half past midnight on 1 December in India is November's last evening in UTC: December's.
    const december = (await sent('GET', '/enquiries/filtered?createdMonth=2026-12')).data;
    expect(december.map((e: { name: string }) => e.name)).toEqual(['Funnel f']);
  });

  it('lists at most 20 sales persons, those given the most enquiries first', async () => {
    const people = [];
    for (let i = 0; i < 21; i += 1) {
      people.push((await server.userHolding([], `many.funnel.${i}`)).id);
    }
    await enquiry('g', 'Other', people[20]);
    await enquiry('h', 'Other', people[20]);
    for (const [i, person] of people.slice(0, 20).entries()) {
      await enquiry(`many-${i}`, 'Other', person);
    }
    const body = await funnel('2026-12');
    expect(body.created).toBe(23);
    expect(body.bySalesPerson).toHaveLength(20);
    expect(body.bySalesPerson[0]).toMatchObject({ userId: people[20], created: 2 });
    // The unassigned enquiry, as many as each other, comes after the named ones.
    expect(body.bySalesPerson.map(({ userId }: { userId: number | null }) => userId)).not.toContain(
      null,
    );
    await expectTalliesHold();
  });

  it('refuses a caller without enquiries.view, and a month that is none', async () => {
    const viewer = await server.userHolding(['enquiries.view'], 'viewer.funnel');
    const stranger = await server.userHolding(['bookings.view'], 'stranger.funnel');
    expect((await call('GET', '/dashboard/enquiry-funnel', undefined, viewer.headers)).status).toBe(
      200,
    );
    const refused = await call('GET', '/dashboard/enquiry-funnel', undefined, stranger.headers);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden');
    for (const month of ['2026-13', '2026-1', '0000-05', 'November']) {
      expect((await call('GET', `/dashboard/enquiry-funnel?month=${month}`)).status).toBe(400);
    }
  });

  it("reads a month's tallies along their key's index, whose first column is the month", async () => {
    const plan = await server.db.transaction(async (tx) => {
      // So few rows are cheaper to scan; without that way out, the index must serve the month.
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = (await tx.execute(sql`
        explain select * from enquiry_monthly_tallies where month = '2026-11-01' and count <> 0
      `)) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('enquiry_monthly_tallies_key');
  });

  it('empties with the enquiries when they are truncated', async () => {
    await server.db.execute(sql`truncate enquiries cascade`);
    const { kept, recounted } = await enquiryTalliesAndRecount(server.db);
    expect(recounted).toEqual([]);
    expect(kept).toEqual([]);
  });
});
