import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ID,
  insertChannelPartner,
  insertPlot,
  insertProject,
  tokenBookingBody,
} from './support/sales-fixtures';
import { movableClock } from './support/movable-clock';
import { startTestServer, type TestServer } from './support/test-server';

// 06:30 UTC is noon in India: the business's today is 2026-11-22.
const NOW = new Date('2026-11-22T06:30:00Z');
const clock = movableClock(NOW);

let server: TestServer;
let admin: { authorization: string };
let greens: number;
let meadows: number;

beforeAll(async () => {
  server = await startTestServer({ clock });
  admin = await server.admin();
  greens = await insertProject(server.db, 'Green Meadows Enquiries');
  meadows = await insertProject(server.db, 'Palm Grove Enquiries');
});
afterAll(() => server.close());

let mobileCounter = 0;
/** A mobile number no other test's enquiry has. */
const freshMobile = () => `98${String(++mobileCounter).padStart(8, '0')}`;

const walkIn = (changes: Record<string, unknown> = {}) => ({
  name: 'Asha Verma',
  mobileNumber: freshMobile(),
  source: 'WalkIn',
  ...changes,
});

async function call(method: string, url: string, payload?: unknown, headers = admin) {
  return server.request({
    method: method as 'GET',
    url: `/api${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function createEnquiry(body: Record<string, unknown> = walkIn(), headers = admin) {
  const res = await call('POST', '/enquiries', body, headers);
  expect(res.status).toBe(201);
  return res.body as { id: number; version: number; stage: string; mobileNumber: string };
}

describe('createEnquiry', () => {
  it('stores the form as sent, at stage New, given to its creator, with its projects in order', async () => {
    const partner = await insertChannelPartner(server.db, 'Enquiry Partner');
    const mobileNumber = freshMobile();
    const res = await call('POST', '/enquiries', {
      name: '  Asha Verma ',
      mobileNumber,
      email: 'asha@example.in',
      source: 'ChannelPartner',
      channelPartnerId: partner,
      projectIds: [meadows, greens],
      plotSizeMin: 1200,
      plotSizeMax: 2400,
      budgetMax: 4500000,
      nextAction: 'Call back with the price list',
      nextActionDate: '2026-11-24',
      notes: 'Prefers an east-facing plot',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Asha Verma',
      mobileNumber,
      email: 'asha@example.in',
      source: 'ChannelPartner',
      channelPartnerId: partner,
      channelPartnerName: 'Enquiry Partner',
      sourceDetail: null,
      projects: [
        { id: meadows, name: 'Palm Grove Enquiries' },
        { id: greens, name: 'Green Meadows Enquiries' },
      ],
      plotSizeMin: 1200,
      plotSizeMax: 2400,
      budgetMin: null,
      budgetMax: 4500000,
      assignedTo: { id: ADMIN_ID, name: expect.any(String) },
      stage: 'New',
      lostReason: null,
      nextAction: 'Call back with the price list',
      nextActionDate: '2026-11-24',
      notes: 'Prefers an east-facing plot',
      lastActivityAt: null,
      bookingId: null,
      version: 0,
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
    });
  });

  it("refuses the form's broken rules with their words, and stores nothing", async () => {
    const mobileNumber = freshMobile();
    const res = await call('POST', '/enquiries', {
      name: ' ',
      mobileNumber: '98765',
      source: 'ChannelPartner',
      budgetMin: 500,
      budgetMax: 100,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      name: 'Name is required',
      mobileNumber: 'Mobile number must be exactly 10 digits',
      channelPartnerId: 'Channel partner selection is required',
      budgetMax: 'Maximum budget cannot be below the minimum',
    });
    const list = await call('GET', `/enquiries/filtered?searchTerm=${mobileNumber}`);
    expect(list.body.totalCount).toBe(0);
  });

  it('refuses a project, partner or sales person that does not exist or cannot work', async () => {
    expect(
      (await call('POST', '/enquiries', walkIn({ projectIds: [999999] }))).body.errors,
    ).toEqual({
      projectIds: 'Project not found',
    });
    expect(
      (
        await call(
          'POST',
          '/enquiries',
          walkIn({ source: 'ChannelPartner', channelPartnerId: 999999 }),
        )
      ).body.errors,
    ).toEqual({ channelPartnerId: 'Channel partner not found' });
    expect(
      (await call('POST', '/enquiries', walkIn({ assignedToId: 999999 }))).body.errors,
    ).toEqual({
      assignedToId: 'Sales person must be an active user',
    });
  });

  it('gives an enquiry to someone else only with enquiries.assign', async () => {
    const seller = await server.userWith(['enquiries.create']);
    const other = await server.userWith(['enquiries.view']);
    const own = await createEnquiry(walkIn(), seller.headers);
    expect(own).toMatchObject({ assignedTo: { id: seller.id } });
    const refused = await call(
      'POST',
      '/enquiries',
      walkIn({ assignedToId: other.id }),
      seller.headers,
    );
    expect(refused.status).toBe(403);
    const assigner = await server.userWith(['enquiries.create', 'enquiries.assign']);
    const given = await createEnquiry(walkIn({ assignedToId: other.id }), assigner.headers);
    expect(given).toMatchObject({ assignedTo: { id: other.id } });
  });

  it('refuses a mobile number an open enquiry has, naming it, unless told to keep both', async () => {
    const first = await createEnquiry();
    const again = await call(
      'POST',
      '/enquiries',
      walkIn({ name: 'A. Verma', mobileNumber: first.mobileNumber }),
    );
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      code: 'duplicate_mobile',
      message: 'An open enquiry already has this mobile number',
      existingEnquiryId: first.id,
    });
    const kept = await createEnquiry(walkIn({ mobileNumber: first.mobileNumber, keepBoth: true }));
    expect(kept.id).not.toBe(first.id);
  });

  it('takes a mobile number again once its enquiry is lost', async () => {
    const first = await createEnquiry();
    const lost = await call('PATCH', `/enquiries/${first.id}/stage`, {
      stage: 'Lost',
      lostReason: 'BoughtElsewhere',
    });
    expect(lost.status).toBe(200);
    await createEnquiry(walkIn({ mobileNumber: first.mobileNumber }));
  });

  it('lets one of two saves of one new number at once through, and refuses the other', async () => {
    const mobileNumber = freshMobile();
    const answers = await Promise.all(
      [1, 2].map(() => call('POST', '/enquiries', walkIn({ mobileNumber }))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });
});

describe('updateEnquiry', () => {
  it('changes the details, one version further, and refuses a stale version', async () => {
    const enquiry = await createEnquiry(walkIn({ projectIds: [greens] }));
    const res = await call('PUT', `/enquiries/${enquiry.id}`, {
      ...walkIn({ mobileNumber: enquiry.mobileNumber, name: 'Asha V.', projectIds: [meadows] }),
      version: 0,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Asha V.',
      projects: [{ id: meadows, name: 'Palm Grove Enquiries' }],
      version: 1,
      stage: 'New',
    });
    const stale = await call('PUT', `/enquiries/${enquiry.id}`, {
      ...walkIn({ mobileNumber: enquiry.mobileNumber }),
      version: 0,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale_edit');
  });

  it("refuses another open enquiry's mobile number unless told to keep both", async () => {
    const first = await createEnquiry();
    const second = await createEnquiry();
    const body = walkIn({ mobileNumber: first.mobileNumber });
    const refused = await call('PUT', `/enquiries/${second.id}`, body);
    expect(refused.status).toBe(409);
    expect(refused.body.existingEnquiryId).toBe(first.id);
    expect((await call('PUT', `/enquiries/${second.id}`, { ...body, keepBoth: true })).status).toBe(
      200,
    );
    // Now each of the two is the other's duplicate; a number no other has is none of its own.
    expect(
      (await call('PUT', `/enquiries/${first.id}`, walkIn({ mobileNumber: first.mobileNumber })))
        .status,
    ).toBe(409);
    const third = await createEnquiry();
    expect(
      (await call('PUT', `/enquiries/${third.id}`, walkIn({ mobileNumber: third.mobileNumber })))
        .status,
    ).toBe(200);
  });

  it('answers 404 for an enquiry that does not exist', async () => {
    const res = await call('PUT', '/enquiries/999999', walkIn());
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Enquiry not found');
  });
});

describe('changeEnquiryStage', () => {
  it('moves along the table, records the history, and refuses any other move', async () => {
    const enquiry = await createEnquiry();
    const contacted = await call('PATCH', `/enquiries/${enquiry.id}/stage`, {
      stage: 'Contacted',
      version: 0,
    });
    expect(contacted.status).toBe(200);
    expect(contacted.body).toMatchObject({ stage: 'Contacted', version: 1, lostReason: null });
    const skipped = await call('PATCH', `/enquiries/${enquiry.id}/stage`, {
      stage: 'SiteVisitDone',
    });
    expect(skipped.status).toBe(409);
    expect(skipped.body).toEqual({
      code: 'invalid_stage_change',
      message: 'An enquiry cannot move from Contacted to Site visit done',
    });
    const booked = await call('PATCH', `/enquiries/${enquiry.id}/stage`, { stage: 'Booked' });
    expect(booked.status).toBe(409);
    expect(booked.body.message).toBe('An enquiry is booked by saving a booking from it');
    const stale = await call('PATCH', `/enquiries/${enquiry.id}/stage`, {
      stage: 'Negotiation',
      version: 0,
    });
    expect(stale.body.code).toBe('stale_edit');
  });

  it('asks a reason of Lost, keeps it while lost, and clears it when reopened', async () => {
    const enquiry = await createEnquiry();
    const noReason = await call('PATCH', `/enquiries/${enquiry.id}/stage`, { stage: 'Lost' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual({
      lostReason: 'Reason for losing the enquiry is required',
    });
    const lost = await call('PATCH', `/enquiries/${enquiry.id}/stage`, {
      stage: 'Lost',
      lostReason: 'NotReachable',
    });
    expect(lost.body).toMatchObject({ stage: 'Lost', lostReason: 'NotReachable' });
    const reopened = await call('PATCH', `/enquiries/${enquiry.id}/stage`, { stage: 'Contacted' });
    expect(reopened.body).toMatchObject({ stage: 'Contacted', lostReason: null });
  });
});

describe('site visits', () => {
  it('scheduling one moves the enquiry on, and recording it done moves it again', async () => {
    const enquiry = await createEnquiry();
    const scheduled = await call('POST', `/enquiries/${enquiry.id}/site-visits`, {
      projectId: greens,
      scheduledAt: '2026-11-22T11:00:00+05:30',
      accompaniedById: ADMIN_ID,
    });
    expect(scheduled.status).toBe(201);
    expect(scheduled.body).toEqual({
      id: expect.any(Number),
      enquiryId: enquiry.id,
      enquiryName: 'Asha Verma',
      project: { id: greens, name: 'Green Meadows Enquiries' },
      scheduledAt: '2026-11-22T05:30:00.000Z',
      accompaniedBy: { id: ADMIN_ID, name: expect.any(String) },
      outcome: 'Scheduled',
      notes: null,
      createdAt: NOW.toISOString(),
    });
    expect((await call('GET', `/enquiries/${enquiry.id}`)).body.stage).toBe('SiteVisitScheduled');

    const done = await call('PUT', `/site-visits/${scheduled.body.id}`, {
      projectId: greens,
      scheduledAt: '2026-11-22T11:00:00+05:30',
      accompaniedById: ADMIN_ID,
      outcome: 'Done',
      notes: 'Liked the corner plots',
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ outcome: 'Done', notes: 'Liked the corner plots' });
    expect((await call('GET', `/enquiries/${enquiry.id}`)).body.stage).toBe('SiteVisitDone');
    const visits = await call('GET', `/enquiries/${enquiry.id}/site-visits`);
    expect(visits.body.map((visit: { id: number }) => visit.id)).toEqual([scheduled.body.id]);
  });

  it("lists today's visits of whoever accompanies them or owns their enquiry, earliest first", async () => {
    const seller = await server.userWith(['enquiries.create', 'enquiries.edit']);
    const enquiry = await createEnquiry(walkIn(), seller.headers);
    const at = (instant: string) =>
      call(
        'POST',
        `/enquiries/${enquiry.id}/site-visits`,
        { projectId: meadows, scheduledAt: instant },
        seller.headers,
      );
    const late = await at('2026-11-22T23:30:00+05:30');
    const early = await at('2026-11-22T00:15:00+05:30');
    await at('2026-11-23T00:00:00+05:30');
    await at('2026-11-21T23:59:00+05:30');
    const today = await call('GET', '/site-visits/today', undefined, seller.headers);
    expect(today.status).toBe(200);
    expect(today.body.map((visit: { id: number }) => visit.id)).toEqual([
      early.body.id,
      late.body.id,
    ]);
    const adminsToday = await call('GET', `/site-visits/today?userId=${seller.id}`);
    expect(adminsToday.body).toHaveLength(2);
  });

  it('refuses a visit to a closed enquiry, a missing project, or a bad time', async () => {
    const enquiry = await createEnquiry();
    const missing = await call('POST', `/enquiries/${enquiry.id}/site-visits`, {
      projectId: 999999,
      scheduledAt: '2026-11-22T11:00:00+05:30',
    });
    expect(missing.body.errors).toEqual({ projectId: 'Project not found' });
    const badTime = await call('POST', `/enquiries/${enquiry.id}/site-visits`, {
      projectId: greens,
      scheduledAt: 'tomorrow',
    });
    expect(badTime.status).toBe(400);
    await call('PATCH', `/enquiries/${enquiry.id}/stage`, {
      stage: 'Lost',
      lostReason: 'NotInterested',
    });
    const closed = await call('POST', `/enquiries/${enquiry.id}/site-visits`, {
      projectId: greens,
      scheduledAt: '2026-11-22T11:00:00+05:30',
    });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('A booked or lost enquiry takes no site visit');
  });
});

describe('the timeline', () => {
  it('lists calls, notes, visits and stage changes newest first, a page at a time', async () => {
    const enquiry = await createEnquiry();
    clock.advance(60_000);
    const call1 = await call('POST', `/enquiries/${enquiry.id}/activities`, {
      kind: 'Call',
      text: ' Asked for the price list ',
    });
    expect(call1.status).toBe(201);
    expect(call1.body).toEqual({
      kind: 'Call',
      at: clock.now().toISOString(),
      by: { id: ADMIN_ID, name: expect.any(String) },
      text: 'Asked for the price list',
    });
    clock.advance(60_000);
    await call('PATCH', `/enquiries/${enquiry.id}/stage`, { stage: 'Contacted' });
    clock.advance(60_000);
    const visit = await call('POST', `/enquiries/${enquiry.id}/site-visits`, {
      projectId: greens,
      scheduledAt: '2026-11-25T10:00:00+05:30',
    });
    const timeline = await call('GET', `/enquiries/${enquiry.id}/timeline?pageSize=10`);
    expect(timeline.status).toBe(200);
    expect(timeline.body.totalCount).toBe(5);
    expect(
      timeline.body.data.map(
        (entry: { kind: string; toStage?: string; fromStage?: string | null }) =>
          entry.kind === 'StageChange' ? `${entry.fromStage}>${entry.toStage}` : entry.kind,
      ),
    ).toEqual([
      // The visit is shown at the time it was scheduled for, three days on.
      'SiteVisit',
      'Contacted>SiteVisitScheduled',
      'New>Contacted',
      'Call',
      'null>New',
    ]);
    expect(timeline.body.data[0].siteVisit.id).toBe(visit.body.id);
    // The call marks when the buyer was last in touch, and is no edit of the details.
    expect((await call('GET', `/enquiries/${enquiry.id}`)).body).toMatchObject({
      lastActivityAt: call1.body.at,
      version: 2,
    });
    const second = await call('GET', `/enquiries/${enquiry.id}/timeline?pageSize=2&page=2`);
    expect(second.body.data.map((entry: { kind: string }) => entry.kind)).toEqual([
      'StageChange',
      'Call',
    ]);
  });

  it('refuses an empty call, and answers 404 for a missing enquiry', async () => {
    const enquiry = await createEnquiry();
    const empty = await call('POST', `/enquiries/${enquiry.id}/activities`, {
      kind: 'Note',
      text: '  ',
    });
    expect(empty.body.errors).toEqual({ text: 'What was said is required' });
    expect(
      (await call('POST', '/enquiries/999999/activities', { kind: 'Note', text: 'x' })).status,
    ).toBe(404);
    expect((await call('GET', '/enquiries/999999/timeline')).status).toBe(404);
  });
});

describe('listEnquiriesFiltered', () => {
  it('filters by stage, source, sales person, project, next action and search', async () => {
    const seller = await server.userWith(['enquiries.create']);
    const mobileNumber = '9123456780';
    const phone = await createEnquiry(
      walkIn({
        name: 'Kavya Iyer',
        mobileNumber,
        source: 'Phone',
        projectIds: [meadows],
        nextAction: 'Send brochure',
        nextActionDate: '2026-11-21',
      }),
      seller.headers,
    );
    const ids = async (query: string) =>
      (await call('GET', `/enquiries/filtered?pageSize=100&${query}`)).body.data.map(
        (enquiry: { id: number }) => enquiry.id,
      );
    expect(await ids(`assignedToId=${seller.id}`)).toEqual([phone.id]);
    expect(await ids(`assignedToId=${seller.id}&source=WalkIn`)).toEqual([]);
    expect(await ids(`assignedToId=${seller.id}&projectId=${meadows}&stage=New`)).toEqual([
      phone.id,
    ]);
    expect(await ids(`assignedToId=${seller.id}&projectId=${greens}`)).toEqual([]);
    expect(await ids(`assignedToId=${seller.id}&nextAction=overdue`)).toEqual([phone.id]);
    expect(await ids(`searchTerm=kavya`)).toEqual([phone.id]);
    expect(await ids(`searchTerm=${mobileNumber.slice(3, 8)}`)).toEqual([phone.id]);
    expect(await ids(`searchTerm=ka&assignedToId=${seller.id}`)).toEqual([phone.id]);
  });

  it('orders by name, next action or newest, and needs enquiries.view', async () => {
    const res = await call('GET', '/enquiries/filtered?sortBy=Name&sortOrder=asc&pageSize=100');
    const names = res.body.data.map((enquiry: { name: string }) => enquiry.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const outsider = await server.userWith(['bookings.view']);
    expect((await call('GET', '/enquiries/filtered', undefined, outsider.headers)).status).toBe(
      403,
    );
  });
});

describe('listEnquirySalesPeople', () => {
  it('offers the active staff by name, the caller first, to whoever reads enquiries', async () => {
    const seller = await server.userWith(['enquiries.view'], 'zed.enquiry.seller');
    const found = await call('GET', '/enquiries/sales-people', undefined, seller.headers);
    expect(found.status).toBe(200);
    expect(found.body[0]).toEqual({ id: seller.id, name: 'zed.enquiry.seller' });
    expect(found.body.map((person: { id: number }) => person.id)).toContain(ADMIN_ID);
    const outsider = await server.userWith(['bookings.view']);
    expect((await call('GET', '/enquiries/sales-people', undefined, outsider.headers)).status).toBe(
      403,
    );
  });
});

describe('assignEnquiries and deleteEnquiry', () => {
  it('gives every listed enquiry to the sales person, or none when one is missing', async () => {
    const seller = await server.userWith(['enquiries.view']);
    const [a, b] = [await createEnquiry(), await createEnquiry()];
    const refused = await call('POST', '/enquiries/assignment', {
      enquiryIds: [a.id, 999999, b.id],
      assignedToId: seller.id,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ enquiryIds: 'Enquiry 999999 not found' });
    expect((await call('GET', `/enquiries/${a.id}`)).body.assignedTo.id).toBe(ADMIN_ID);
    const res = await call('POST', '/enquiries/assignment', {
      enquiryIds: [a.id, b.id],
      assignedToId: seller.id,
    });
    expect(res.body).toEqual({ assigned: 2 });
    expect((await call('GET', `/enquiries/${b.id}`)).body).toMatchObject({
      assignedTo: { id: seller.id },
      version: 1,
    });
    // The audit trail has the change of each, as of every other record.
    for (const { id } of [a, b]) {
      const [entry] = (await call('GET', `/audit?entity=enquiry&entityId=${id}`)).body.data;
      expect(entry).toMatchObject({
        operation: 'assignEnquiries',
        before: { assignedTo: { id: ADMIN_ID }, version: 0 },
        after: { assignedTo: { id: seller.id }, version: 1 },
      });
    }
  });

  it('deletes an enquiry with its visits, calls and history', async () => {
    const enquiry = await createEnquiry();
    await call('POST', `/enquiries/${enquiry.id}/activities`, {
      kind: 'Note',
      text: 'Gone abroad',
    });
    const visit = await call('POST', `/enquiries/${enquiry.id}/site-visits`, {
      projectId: greens,
      scheduledAt: '2026-11-25T10:00:00+05:30',
    });
    expect((await call('DELETE', `/enquiries/${enquiry.id}`)).status).toBe(204);
    expect((await call('GET', `/enquiries/${enquiry.id}`)).status).toBe(404);
    expect((await call('GET', `/site-visits/${visit.body.id}`)).status).toBe(404);
  });
});

describe('booking from an enquiry', () => {
  let plotCounter = 0;
  const bookingFrom = async (enquiryId: number | null, headers = admin) => {
    const partner = await insertChannelPartner(server.db, `Conversion Partner ${++plotCounter}`);
    const plotId = await insertPlot(server.db, greens, `EQ-${plotCounter}`);
    return call(
      'POST',
      '/bookings',
      tokenBookingBody({ projectId: greens, plotId, channelPartnerId: partner }, { enquiryId }),
      headers,
    );
  };

  it('moves the enquiry to Booked, each naming the other, with the move in its timeline', async () => {
    const enquiry = await createEnquiry();
    const booked = await bookingFrom(enquiry.id);
    expect(booked.status).toBe(201);
    expect(booked.body.enquiryId).toBe(enquiry.id);
    expect((await call('GET', `/bookings/${booked.body.id}`)).body.enquiryId).toBe(enquiry.id);
    const after = (await call('GET', `/enquiries/${enquiry.id}`)).body;
    expect(after).toMatchObject({ stage: 'Booked', bookingId: booked.body.id, version: 1 });
    const [latest] = (await call('GET', `/enquiries/${enquiry.id}/timeline`)).body.data;
    expect(latest).toMatchObject({ kind: 'StageChange', fromStage: 'New', toStage: 'Booked' });
    // The enquiry stays while its booking refers to it; a booking made otherwise names none.
    const deleted = await call('DELETE', `/enquiries/${enquiry.id}`);
    expect(deleted.status).toBe(409);
    expect(deleted.body.code).toBe('enquiry_booked');
    expect((await bookingFrom(null)).body.enquiryId).toBeNull();
  });

  it('refuses a closed or missing enquiry, and makes no booking', async () => {
    const enquiry = await createEnquiry();
    expect((await bookingFrom(enquiry.id)).status).toBe(201);
    const again = await bookingFrom(enquiry.id);
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual({
      enquiryId: 'A booked or lost enquiry cannot be booked again',
    });
    const missing = await bookingFrom(999999);
    expect(missing.body.errors).toEqual({ enquiryId: 'Enquiry not found' });
    const bookings = await call('GET', `/bookings/filtered?projectId=${greens}&pageSize=100`);
    expect(
      bookings.body.data.filter((b: { enquiryId: number | null }) => b.enquiryId === enquiry.id),
    ).toHaveLength(1);
  });

  it('needs enquiries.edit beside bookings.create', async () => {
    const enquiry = await createEnquiry();
    const booker = await server.userWith([
      'bookings.create',
      'channelpartners.view',
      'projects.view',
      'plots.view',
    ]);
    const refused = await bookingFrom(enquiry.id, booker.headers);
    expect(refused.status).toBe(403);
    expect((await call('GET', `/enquiries/${enquiry.id}`)).body.stage).toBe('New');
  });
});
