import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertChannelPartner,
  insertPlot,
  insertProject,
  tokenBookingBody,
} from './support/sales-fixtures';
import { startTestServer, type TestServer } from './support/test-server';

const NOW = new Date('2026-11-22T06:30:00Z');

type Booking = { id: number; bookingNumber: string };

let server: TestServer;
let admin: { authorization: string };
let projectId: number;
let partnerId: number;
let plotCounter = 0;

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  admin = await server.admin();
  projectId = await insertProject(server.db, 'Green Valley');
  partnerId = await insertChannelPartner(server.db, 'Ravi Kumar');
});
afterAll(() => server.close());

async function newBooking(plotOwnerName: string): Promise<Booking> {
  const plotId = await insertPlot(server.db, projectId, `A-${100 + ++plotCounter}`);
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
  return res.body;
}

const followUpBody = (bookingId: number, overrides: object = {}) => ({
  bookingId,
  followUpDate: '2026-11-10',
  nextFollowUpDate: '2026-11-17',
  purpose: 'Payment reminder',
  followUpUpdate: 'Owner asked for the booking amount schedule; sent by email',
  followUpTakenBy: 'Neha Verma',
  ...overrides,
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = admin,
) => server.request({ method, url, headers, ...(payload ? { payload } : {}) });

async function logFollowUp(bookingId: number, overrides: object = {}) {
  const res = await call('POST', '/api/bookingfollowups', followUpBody(bookingId, overrides));
  expect(res.status).toBe(201);
  return res.body;
}

describe('createFollowUp', () => {
  it('logs a follow-up and answers it with its booking details', async () => {
    const booking = await newBooking('Anil Mehta');
    const res = await call(
      'POST',
      '/api/bookingfollowups',
      followUpBody(booking.id, { purpose: '  Site visit ', followUpTakenBy: '' }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      bookingId: booking.id,
      bookingNumber: booking.bookingNumber,
      projectName: 'Green Valley',
      plotNumber: `A-${100 + plotCounter}`,
      plotOwnerName: 'Anil Mehta',
      followUpDate: '2026-11-10',
      nextFollowUpDate: '2026-11-17',
      purpose: 'Site visit',
      followUpUpdate: 'Owner asked for the booking amount schedule; sent by email',
      followUpTakenBy: null,
      settled: false,
      createdAt: NOW.toISOString(),
    });
  });

  it('leaves the next follow-up date out when none is planned', async () => {
    const booking = await newBooking('Kiran Joshi');
    const res = await call(
      'POST',
      '/api/bookingfollowups',
      followUpBody(booking.id, { nextFollowUpDate: null }),
    );
    expect(res.status).toBe(201);
    expect(res.body.nextFollowUpDate).toBeNull();
  });

  it("answers the follow-up form's messages for bad input", async () => {
    const booking = await newBooking('Kiran Joshi');
    const res = await call(
      'POST',
      '/api/bookingfollowups',
      followUpBody(booking.id, {
        purpose: ' ',
        followUpUpdate: '',
        nextFollowUpDate: '2026-11-01',
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'validation_failed',
      message: 'Purpose is required',
      errors: {
        purpose: 'Purpose is required',
        followUpUpdate: 'Follow-up update is required',
        nextFollowUpDate: 'Next follow-up date cannot be before the follow-up date',
      },
    });
    const list = await call('GET', `/api/bookingfollowups/booking/${booking.id}`);
    expect(list.body).toEqual([]);
  });

  it('refuses a follow-up of a booking that does not exist', async () => {
    const res = await call('POST', '/api/bookingfollowups', followUpBody(9999));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'validation_failed',
      message: 'Booking not found',
      errors: { bookingId: 'Booking not found' },
    });
  });

  it('needs bookings.create and a signed-in caller', async () => {
    const booking = await newBooking('Kiran Joshi');
    const viewer = await server.userWith(['bookings.view']);
    const res = await call(
      'POST',
      '/api/bookingfollowups',
      followUpBody(booking.id),
      viewer.headers,
    );
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: 'forbidden',
      message: 'You need the bookings.create permission to do this',
    });
    expect((await call('POST', '/api/bookingfollowups', followUpBody(booking.id), {})).status).toBe(
      401,
    );
  });
});

describe('the follow-up lists', () => {
  let anil: Booking;
  let kiran: Booking;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    anil = await newBooking('Anil Sharma');
    kiran = await newBooking('Kiran Patel');
    ids.first = (
      await logFollowUp(anil.id, { followUpDate: '2027-01-10', nextFollowUpDate: '2027-01-17' })
    ).id;
    ids.latest = (
      await logFollowUp(anil.id, { followUpDate: '2027-01-17', nextFollowUpDate: '2027-01-24' })
    ).id;
    ids.kiran = (
      await logFollowUp(kiran.id, { followUpDate: '2027-01-12', nextFollowUpDate: '2027-01-20' })
    ).id;
    ids.closed = (
      await logFollowUp(kiran.id, { followUpDate: '2027-01-14', nextFollowUpDate: null })
    ).id;
    const pooja = await newBooking('Pooja Rathore');
    ids.pooja = (
      await logFollowUp(pooja.id, { followUpDate: '2027-01-11', nextFollowUpDate: '2027-01-19' })
    ).id;
  });

  const idsOf = (body: { id: number }[]) => body.map((f) => f.id);

  it('lists every follow-up, newest follow-up date first', async () => {
    const res = await call('GET', '/api/bookingfollowups');
    expect(res.status).toBe(200);
    expect(idsOf(res.body).slice(0, 5)).toEqual([
      ids.latest,
      ids.closed,
      ids.kiran,
      ids.pooja,
      ids.first,
    ]);
    expect(res.body[0]).toMatchObject({
      bookingNumber: anil.bookingNumber,
      plotOwnerName: 'Anil Sharma',
      nextFollowUpDate: '2027-01-24',
      settled: false,
    });
    // Each booking's newer follow-up settles the older one's next follow-up.
    expect(res.body[4]).toMatchObject({ id: ids.first, settled: true });
  });

  it('lists the pending follow-ups due on or after a date, soonest first', async () => {
    const res = await call('GET', '/api/bookingfollowups/upcoming?date=2027-01-17');
    expect(res.status).toBe(200);
    // Anil's first (due 2027-01-17) and Kiran's (due 2027-01-20) were settled by later calls.
    expect(idsOf(res.body)).toEqual([ids.pooja, ids.latest]);
    const later = await call('GET', '/api/bookingfollowups/upcoming?date=2027-01-21');
    expect(idsOf(later.body)).toEqual([ids.latest]);
  });

  it('needs the date to list upcoming follow-ups', async () => {
    const res = await call('GET', '/api/bookingfollowups/upcoming');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ date: 'date is required' });
  });

  it("lists a booking's follow-ups, newest first", async () => {
    const res = await call('GET', `/api/bookingfollowups/booking/${anil.id}`);
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual([ids.latest, ids.first]);
    const missing = await call('GET', '/api/bookingfollowups/booking/9999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'not_found', message: 'Booking not found' });
  });

  it("answers a booking's latest follow-up, or 204 when it has none", async () => {
    const latest = await call('GET', `/api/bookingfollowups/booking/${anil.id}/latest`);
    expect(latest.status).toBe(200);
    expect(latest.body).toMatchObject({ id: ids.latest, followUpDate: '2027-01-17' });
    const fresh = await newBooking('Nobody Called Yet');
    const none = await call('GET', `/api/bookingfollowups/booking/${fresh.id}/latest`);
    expect(none.status).toBe(204);
    expect(none.body).toBe('');
    const missing = await call('GET', '/api/bookingfollowups/booking/9999/latest');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'not_found', message: 'Booking not found' });
  });

  it('needs bookings.view for every list', async () => {
    const stranger = await server.userHolding(['bookings.create']);
    for (const url of [
      '/api/bookingfollowups',
      '/api/bookingfollowups/upcoming?date=2027-01-01',
      `/api/bookingfollowups/booking/${anil.id}`,
      `/api/bookingfollowups/booking/${anil.id}/latest`,
      `/api/bookingfollowups/${ids.first}`,
    ]) {
      const res = await call('GET', url, undefined, stranger.headers);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        code: 'forbidden',
        message: 'You need the bookings.view permission to do this',
      });
      expect((await call('GET', url, undefined, {})).status).toBe(401);
    }
  });
});

describe('getFollowUp, updateFollowUp and deleteFollowUp', () => {
  it('answers one follow-up, and 404 for one that does not exist', async () => {
    const booking = await newBooking('Anil Mehta');
    const logged = await logFollowUp(booking.id);
    const res = await call('GET', `/api/bookingfollowups/${logged.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(logged);
    const missing = await call('GET', '/api/bookingfollowups/9999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'not_found', message: 'Follow-up not found' });
  });

  it('rewrites a follow-up, even onto another booking', async () => {
    const booking = await newBooking('Anil Mehta');
    const other = await newBooking('Pooja Rathore');
    const logged = await logFollowUp(booking.id);
    const res = await call(
      'PUT',
      `/api/bookingfollowups/${logged.id}`,
      followUpBody(other.id, {
        followUpUpdate: 'Sent by email and WhatsApp',
        nextFollowUpDate: null,
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...logged,
      bookingId: other.id,
      bookingNumber: other.bookingNumber,
      plotNumber: expect.any(String),
      plotOwnerName: 'Pooja Rathore',
      followUpUpdate: 'Sent by email and WhatsApp',
      nextFollowUpDate: null,
    });
    expect((await call('GET', `/api/bookingfollowups/booking/${booking.id}`)).body).toEqual([]);
  });

  it('refuses bad input, a missing booking, and a missing follow-up', async () => {
    const booking = await newBooking('Anil Mehta');
    const logged = await logFollowUp(booking.id);
    const invalid = await call(
      'PUT',
      `/api/bookingfollowups/${logged.id}`,
      followUpBody(booking.id, { purpose: '' }),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({ purpose: 'Purpose is required' });
    const noBooking = await call('PUT', `/api/bookingfollowups/${logged.id}`, followUpBody(9999));
    expect(noBooking.status).toBe(400);
    expect(noBooking.body.errors).toEqual({ bookingId: 'Booking not found' });
    expect((await call('GET', `/api/bookingfollowups/${logged.id}`)).body).toEqual(logged);
    const missing = await call('PUT', '/api/bookingfollowups/9999', followUpBody(booking.id));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'not_found', message: 'Follow-up not found' });
  });

  it('needs bookings.edit to rewrite a follow-up', async () => {
    const booking = await newBooking('Anil Mehta');
    const logged = await logFollowUp(booking.id);
    const creator = await server.userWith(['bookings.create', 'bookings.view']);
    const res = await call(
      'PUT',
      `/api/bookingfollowups/${logged.id}`,
      followUpBody(booking.id),
      creator.headers,
    );
    expect(res.status).toBe(403);
  });

  it('deletes a follow-up, then answers 404 for it', async () => {
    const booking = await newBooking('Anil Mehta');
    const logged = await logFollowUp(booking.id);
    const editor = await server.userWith(['bookings.edit', 'bookings.view']);
    expect(
      (await call('DELETE', `/api/bookingfollowups/${logged.id}`, undefined, editor.headers))
        .status,
    ).toBe(403);
    const res = await call('DELETE', `/api/bookingfollowups/${logged.id}`);
    expect(res.status).toBe(204);
    expect((await call('GET', `/api/bookingfollowups/${logged.id}`)).status).toBe(404);
    const again = await call('DELETE', `/api/bookingfollowups/${logged.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ code: 'not_found', message: 'Follow-up not found' });
  });
});
