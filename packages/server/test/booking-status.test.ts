import { BOOKING_CONFLICT_MESSAGE, outstandingAtRegistryMessage } from '@plotline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import {
  insertChannelPartner,
  insertPlot,
  insertProject,
  plotStatus,
  tokenBookingBody,
} from './support/sales-fixtures';
import { paymentCalls } from './support/payment-fixtures';
import { startTestServer, type TestServer } from './support/test-server';

const NOW = new Date('2026-11-22T06:30:00Z');

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

async function tokenBooking() {
  const plotId = await insertPlot(server.db, projectId, `A-${++plotCounter}`);
  const res = await server.request({
    method: 'POST',
    url: '/api/bookings',
    headers: admin,
    payload: tokenBookingBody({ projectId, plotId, channelPartnerId: partnerId }),
  });
  expect(res.status).toBe(201);
  return res.body;
}

const changeStatus = (id: number, payload: object, headers: Record<string, string> = admin) =>
  server.request({ method: 'PATCH', url: `/api/bookings/${id}/status`, headers, payload });
const history = async (id: number) =>
  (await server.request({ method: 'GET', url: `/api/bookings/${id}/history`, headers: admin }))
    .body;

const CONFIRM = { newStatus: 'Booking', remark: 'Booking amount received', updatedBy: 1 };
const CANCEL = {
  newStatus: 'Cancelled',
  remark: 'Owner withdrew',
  cancellationReason: 'Buyer could not arrange the loan',
};
const REGISTER = {
  newStatus: 'RegistryDone',
  remark: 'Sale deed registered',
  actualRegistryDate: '2026-11-21',
  registrationNumber: 'RJ-JPR-2026-0412',
};
/** Registered with part of the sale value unpaid, as the dialog sends it once confirmed. */
const REGISTER_ANYWAY = { ...REGISTER, acceptOutstanding: true };

describe('changeBookingStatus', () => {
  it('confirms a Token booking and records who did it, when and why', async () => {
    const manager = await server.userWith(['bookings.edit'], 'meera');
    await server.db
      .update(users)
      .set({ firstName: 'Meera', lastName: 'Nair' })
      .where(eq(users.id, manager.id));
    const booking = await tokenBooking();
    const res = await changeStatus(booking.id, CONFIRM, manager.headers);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...booking,
      bookingStatus: 'Booking',
      version: 2,
    });
    expect(await plotStatus(server.db, booking.plotId)).toBe('Booked');
    expect(await history(booking.id)).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'Token' }),
      {
        id: expect.any(Number),
        bookingId: booking.id,
        fromStatus: 'Token',
        toStatus: 'Booking',
        remark: 'Booking amount received',
        cancellationReason: null,
        actualRegistryDate: null,
        registrationNumber: null,
        // updatedBy in the body is ignored: the signed-in user made the change.
        changedBy: { id: manager.id, username: 'meera', displayName: 'Meera Nair' },
        changedAt: NOW.toISOString(),
      },
    ]);
  });

  it('marks a confirmed booking RegistryDone with its registration number and actual date', async () => {
    const booking = await tokenBooking();
    expect(booking.registryDate).not.toBe(REGISTER.actualRegistryDate);
    await changeStatus(booking.id, CONFIRM);
    const res = await changeStatus(booking.id, REGISTER_ANYWAY);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      bookingStatus: 'RegistryDone',
      registrationNumber: 'RJ-JPR-2026-0412',
      // The day it was registered, no longer the day planned.
      registryDate: '2026-11-21',
      version: 3,
    });
    expect(await plotStatus(server.db, booking.plotId)).toBe('Booked');
    expect((await history(booking.id)).at(-1)).toMatchObject({
      fromStatus: 'Booking',
      toStatus: 'RegistryDone',
      remark: 'Sale deed registered',
      actualRegistryDate: '2026-11-21',
      registrationNumber: 'RJ-JPR-2026-0412',
      cancellationReason: null,
    });
  });

  it('cancels a booking with its reason and makes the plot Available to book again', async () => {
    const booking = await tokenBooking();
    const res = await changeStatus(booking.id, CANCEL);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ bookingStatus: 'Cancelled', version: 2 });
    expect(await plotStatus(server.db, booking.plotId)).toBe('Available');
    expect((await history(booking.id)).at(-1)).toMatchObject({
      fromStatus: 'Token',
      toStatus: 'Cancelled',
      remark: 'Owner withdrew',
      cancellationReason: 'Buyer could not arrange the loan',
    });
    const rebooked = await server.request({
      method: 'POST',
      url: '/api/bookings',
      headers: admin,
      payload: tokenBookingBody({ projectId, plotId: booking.plotId, channelPartnerId: partnerId }),
    });
    expect(rebooked.status).toBe(201);
  });

  it('keeps only the details the target status needs', async () => {
    const booking = await tokenBooking();
    await changeStatus(booking.id, {
      ...CONFIRM,
      cancellationReason: 'left over',
      registrationNumber: 'X-1',
    });
    expect((await history(booking.id)).at(-1)).toMatchObject({
      cancellationReason: null,
      registrationNumber: null,
    });
  });

  it.each([
    ['Token', 'RegistryDone', REGISTER, 'A booking in Token can only move to Booking or Cancelled'],
    [
      'Token',
      'Token',
      { newStatus: 'Token', remark: 'Again' },
      'A booking in Token can only move to Booking or Cancelled',
    ],
    [
      'Booking',
      'Token',
      { newStatus: 'Token', remark: 'Back' },
      'A booking in Booking can only move to Registry Done or Cancelled',
    ],
    ['Cancelled', 'Booking', CONFIRM, 'A Cancelled booking cannot change status'],
    ['RegistryDone', 'Cancelled', CANCEL, 'A Registry Done booking cannot change status'],
  ])('refuses %s to %s with 409 and changes nothing', async (from, _to, change, message) => {
    const booking = await tokenBooking();
    const path: Record<string, object[]> = {
      Token: [],
      Booking: [CONFIRM],
      Cancelled: [CANCEL],
      RegistryDone: [CONFIRM, REGISTER_ANYWAY],
    };
    for (const step of path[from]!) expect((await changeStatus(booking.id, step)).status).toBe(200);
    const before = await history(booking.id);
    const res = await changeStatus(booking.id, change);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'invalid_status_change', message });
    expect(await history(booking.id)).toEqual(before);
  });

  it.each([
    [{ newStatus: 'Booking', remark: '  ' }, { remark: 'Remark is required' }],
    [
      { newStatus: 'Cancelled', remark: 'Owner withdrew' },
      { cancellationReason: 'Cancellation reason is required' },
    ],
    [
      {
        newStatus: 'RegistryDone',
        remark: 'Registered',
        actualRegistryDate: null,
        registrationNumber: '',
      },
      {
        actualRegistryDate: 'Actual registry date is required',
        registrationNumber: 'Registration number is required',
      },
    ],
    // The day after the business's today (22 November in Asia/Kolkata): not registered yet.
    [
      { ...REGISTER, actualRegistryDate: '2026-11-23' },
      { actualRegistryDate: 'Actual registry date cannot be after today' },
    ],
  ])('answers 400 with the dialog messages for %j', async (change, errors) => {
    const booking = await tokenBooking();
    const res = await changeStatus(booking.id, change);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'validation_failed',
      message: Object.values(errors)[0],
      errors,
    });
    expect(
      (await server.request({ method: 'GET', url: `/api/bookings/${booking.id}`, headers: admin }))
        .body,
    ).toEqual(booking);
  });

  it('takes a change that names the version it was made from, and counts one more', async () => {
    const booking = await tokenBooking();
    const res = await changeStatus(booking.id, { ...CONFIRM, version: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ bookingStatus: 'Booking', version: 2 });
  });

  it('refuses a change made from an older version and changes nothing', async () => {
    const booking = await tokenBooking();
    const edited = await server.request({
      method: 'PUT',
      url: `/api/bookings/${booking.id}`,
      headers: admin,
      payload: {
        ...tokenBookingBody({ projectId, plotId: booking.plotId, channelPartnerId: partnerId }),
        notes: 'Balance due by 30 November',
        version: 1,
      },
    });
    expect(edited.body.version).toBe(2);
    const before = await history(booking.id);
    const res = await changeStatus(booking.id, { ...CANCEL, version: 1 });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'stale_edit', message: BOOKING_CONFLICT_MESSAGE });
    expect(await history(booking.id)).toEqual(before);
    expect(await plotStatus(server.db, booking.plotId)).toBe('Booked');
    expect(
      (await server.request({ method: 'GET', url: `/api/bookings/${booking.id}`, headers: admin }))
        .body,
    ).toEqual(edited.body);
  });

  it('says the booking changed, not that the workflow refuses, when the change is stale', async () => {
    const booking = await tokenBooking();
    expect((await changeStatus(booking.id, CANCEL)).status).toBe(200);
    // A list row still showing Token offers Confirm Booking.
    const res = await changeStatus(booking.id, { ...CONFIRM, version: 1 });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'stale_edit', message: BOOKING_CONFLICT_MESSAGE });
  });

  it('answers 404 for a booking that does not exist', async () => {
    const res = await changeStatus(9999, CONFIRM);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: 'Booking not found' });
  });

  it('needs bookings.edit and a signed-in caller', async () => {
    const viewer = await server.userWith(['bookings.view']);
    const booking = await tokenBooking();
    const res = await changeStatus(booking.id, CONFIRM, viewer.headers);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: 'forbidden',
      message: 'You need the bookings.edit permission to do this',
    });
    expect((await changeStatus(booking.id, CONFIRM, {})).status).toBe(401);
    expect((await history(booking.id)).map((c: { toStatus: string }) => c.toStatus)).toEqual([
      'Token',
    ]);
  });
});

describe('getBookingHistory', () => {
  it('lists every status oldest first, edits and status changes alike', async () => {
    const booking = await tokenBooking();
    const edited = await server.request({
      method: 'PUT',
      url: `/api/bookings/${booking.id}`,
      headers: admin,
      payload: {
        ...tokenBookingBody({ projectId, plotId: booking.plotId, channelPartnerId: partnerId }),
        bookingStatus: 'Booking',
        version: 1,
      },
    });
    expect(edited.status).toBe(200);
    await changeStatus(booking.id, CANCEL);
    const res = await server.request({
      method: 'GET',
      url: `/api/bookings/${booking.id}/history`,
      headers: admin,
    });
    expect(res.status).toBe(200);
    expect(
      res.body.map((c: { fromStatus: string | null; toStatus: string; remark: string | null }) => [
        c.fromStatus,
        c.toStatus,
        c.remark,
      ]),
    ).toEqual([
      [null, 'Token', null],
      ['Token', 'Booking', null],
      ['Booking', 'Cancelled', 'Owner withdrew'],
    ]);
  });

  it('answers changedBy null once the user who made the change is deleted', async () => {
    const temp = await server.userWith(['bookings.edit'], 'temporary');
    const booking = await tokenBooking();
    expect((await changeStatus(booking.id, CONFIRM, temp.headers)).status).toBe(200);
    // A user stays while they are a booking's last editor; the admin's later save lets them go.
    const saved = await server.request({
      method: 'PUT',
      url: `/api/bookings/${booking.id}`,
      headers: admin,
      payload: {
        ...tokenBookingBody(
          { projectId, plotId: booking.plotId, channelPartnerId: partnerId },
          { bookingStatus: 'Booking' },
        ),
        version: booking.version + 1,
      },
    });
    expect(saved.status).toBe(200);
    await server.db.delete(users).where(eq(users.id, temp.id));
    expect((await history(booking.id)).at(-1)).toMatchObject({
      toStatus: 'Booking',
      changedBy: null,
    });
  });

  it('answers 404 for a booking that does not exist', async () => {
    const res = await server.request({
      method: 'GET',
      url: '/api/bookings/9999/history',
      headers: admin,
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: 'Booking not found' });
  });

  it('needs bookings.view', async () => {
    const stranger = await server.userWith([]);
    const booking = await tokenBooking();
    const res = await server.request({
      method: 'GET',
      url: `/api/bookings/${booking.id}/history`,
      headers: stranger.headers,
    });
    expect(res.status).toBe(403);
    expect(
      (await server.request({ method: 'GET', url: `/api/bookings/${booking.id}/history` })).status,
    ).toBe(401);
  });
});

describe('registry with part of the sale value unpaid', () => {
  // The server starts in beforeAll, after this block is read.
  const payments = () => paymentCalls(server, () => admin);
  const confirmedBooking = async () => {
    const booking = await tokenBooking();
    expect((await changeStatus(booking.id, CONFIRM)).status).toBe(200);
    return booking;
  };
  const stored = async (id: number) =>
    (await server.request({ method: 'GET', url: `/api/bookings/${id}`, headers: admin })).body;

  it('asks to confirm, saying how much is owed, and changes nothing until confirmed', async () => {
    const booking = await confirmedBooking();
    const before = await stored(booking.id);
    const res = await changeStatus(booking.id, REGISTER);
    // 1,200 sq ft is 133.33 sq yd, at ₹12,000 a sq yd, nothing paid.
    const message = outstandingAtRegistryMessage(1_600_000);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'validation_failed',
      message,
      errors: { acceptOutstanding: message },
    });
    expect(await stored(booking.id)).toEqual(before);
    expect((await history(booking.id)).at(-1)).toMatchObject({ toStatus: 'Booking' });
    expect((await changeStatus(booking.id, REGISTER_ANYWAY)).status).toBe(200);
  });

  it('measures against the schedule and its receipts, and registers unasked once all is paid', async () => {
    const booking = await confirmedBooking();
    await payments().schedule(booking.id);
    expect((await payments().pay(booking.id, 450000)).status).toBe(201);
    expect((await changeStatus(booking.id, REGISTER)).body.errors).toEqual({
      acceptOutstanding: outstandingAtRegistryMessage(150000),
    });
    expect((await payments().pay(booking.id, 150000)).status).toBe(201);
    const res = await changeStatus(booking.id, REGISTER);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ bookingStatus: 'RegistryDone' });
  });

  it('says only that some is owed to a caller who may not see payments', async () => {
    const clerk = await server.userWith(['bookings.edit'], 'kiran');
    const booking = await confirmedBooking();
    const res = await changeStatus(booking.id, REGISTER, clerk.headers);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ acceptOutstanding: outstandingAtRegistryMessage(null) });
    expect((await changeStatus(booking.id, REGISTER_ANYWAY, clerk.headers)).status).toBe(200);
  });

  it('asks the edit form too, when it moves the booking to Registry Done', async () => {
    const booking = await confirmedBooking();
    const registered = {
      ...tokenBookingBody({ projectId, plotId: booking.plotId, channelPartnerId: partnerId }),
      bookingStatus: 'RegistryDone',
      plotSaleRate: null,
      tokenAmount: null,
      tokenDate: null,
      registryDuration: null,
      registryDate: '2026-11-21',
      registrationNumber: 'RJ-JPR-2026-0413',
      version: 2,
    };
    const edit = (payload: object) =>
      server.request({
        method: 'PUT',
        url: `/api/bookings/${booking.id}`,
        headers: admin,
        payload,
      });
    const refused = await edit(registered);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      acceptOutstanding: outstandingAtRegistryMessage(1_600_000),
    });
    expect(await stored(booking.id)).toMatchObject({ bookingStatus: 'Booking', version: 2 });
    const res = await edit({ ...registered, acceptOutstanding: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ bookingStatus: 'RegistryDone', version: 3 });
  });
});
