import { BOOKING_CONFLICT_MESSAGE } from '@plotline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingFollowUps, bookings, bookingStatusChanges, plots } from '../src/db/schema';
import {
  insertChannelPartner,
  insertPlot,
  insertProject,
  plotStatus,
  registryDoneDirectSaleBody,
  TOKEN_BOOKING,
  tokenBookingBody,
} from './support/sales-fixtures';
import { paymentCalls, THREE_INSTALMENTS } from './support/payment-fixtures';
import { startTestServer, type TestServer } from './support/test-server';

const NOW = new Date('2026-11-22T06:30:00Z');

let server: TestServer;
let admin: { authorization: string };
let projectId: number;
let otherProjectId: number;
let partnerId: number;
let plotCounter = 0;

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  admin = await server.admin();
  projectId = await insertProject(server.db, 'Green Valley');
  otherProjectId = await insertProject(server.db, 'Lake View');
  partnerId = await insertChannelPartner(server.db, 'Ravi Kumar');
});
afterAll(() => server.close());

/** A fresh Available plot of Green Valley, so each test books a plot of its own. */
const newPlot = () => insertPlot(server.db, projectId, `G-${++plotCounter}`);

const post = (payload: object, headers = admin) =>
  server.request({ method: 'POST', url: '/api/bookings', headers, payload });
const put = (id: number, payload: object, headers = admin) =>
  server.request({ method: 'PUT', url: `/api/bookings/${id}`, headers, payload });
const get = (url: string, headers: Record<string, string> = admin) =>
  server.request({ method: 'GET', url, headers });

async function bookPlot(overrides: object = {}) {
  const plotId = await newPlot();
  const res = await post(
    tokenBookingBody({ projectId, plotId, channelPartnerId: partnerId }, overrides),
  );
  expect(res.status).toBe(201);
  return res.body;
}

describe('createBooking', () => {
  it('books an Available plot: the server numbers it, records the caller and marks the plot Booked', async () => {
    const clerk = await server.userWith(['bookings.create']);
    const plotId = await newPlot();
    const res = await post(
      tokenBookingBody({ projectId, plotId, channelPartnerId: partnerId }, { createdBy: 999 }),
      clerk.headers,
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      bookingNumber: `BK-${String(res.body.id).padStart(4, '0')}`,
      projectId,
      projectName: 'Green Valley',
      plotId,
      plotNumber: `G-${plotCounter}`,
      // Every field as the form sent it.
      ...TOKEN_BOOKING,
      channelPartnerId: partnerId,
      channelPartnerName: 'Ravi Kumar',
      // Booked straight, not from an enquiry.
      enquiryId: null,
      metadata: null,
      version: 1,
      createdBy: clerk.id,
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
    });
    expect(await plotStatus(server.db, plotId)).toBe('Booked');
  });

  it('records the status the booking was created with in its history', async () => {
    const booking = await bookPlot();
    const res = await get(`/api/bookings/${booking.id}/history`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: expect.any(Number),
        bookingId: booking.id,
        fromStatus: null,
        toStatus: 'Token',
        remark: null,
        cancellationReason: null,
        actualRegistryDate: null,
        registrationNumber: null,
        changedBy: { id: expect.any(Number), username: 'admin', displayName: expect.any(String) },
        changedAt: NOW.toISOString(),
      },
    ]);
  });

  it('keeps a direct sale entered as RegistryDone with its financials as null and its registry details', async () => {
    const plotId = await newPlot();
    const res = await post(registryDoneDirectSaleBody({ projectId, plotId }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      salesRoute: 'direct_sale',
      channelPartnerId: null,
      channelPartnerName: null,
      salesPersonName: 'Neha Verma',
      salesPersonEmail: 'neha.verma@plotline.local',
      salesPersonDesignation: 'Sales Manager',
      plotSaleRate: null,
      tokenAmount: null,
      tokenDate: null,
      registryDuration: null,
      bookingStatus: 'RegistryDone',
      registryDate: '2026-11-18',
      registrationNumber: 'RJ-JPR-2026-0412',
      ownerMobileNumber: null,
      ownerMobileLastFiveDigits: '33445',
    });
    const history = await get(`/api/bookings/${res.body.id}/history`);
    expect(history.body).toMatchObject([
      {
        fromStatus: null,
        toStatus: 'RegistryDone',
        actualRegistryDate: '2026-11-18',
        registrationNumber: 'RJ-JPR-2026-0412',
      },
    ]);
  });

  it('stores what the form would send: trimmed text, and nothing that does not apply to the route', async () => {
    const plotId = await newPlot();
    const res = await post(
      tokenBookingBody(
        { projectId, plotId, channelPartnerId: partnerId },
        { plotOwnerName: '  Anil Mehta  ', salesPersonName: 'Not shown for a partner sale' },
      ),
    );
    expect(res.status).toBe(201);
    expect(res.body.plotOwnerName).toBe('Anil Mehta');
    expect(res.body.salesPersonName).toBeNull();
  });

  it("answers the booking form's messages for bad input and changes nothing", async () => {
    const plotId = await newPlot();
    const before = await server.db.select().from(bookings);
    const res = await post(
      tokenBookingBody(
        { projectId, plotId, channelPartnerId: partnerId },
        { plotOwnerName: '   ', registryDate: '2026-11-01', ownerMobileNumber: null },
      ),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'validation_failed',
      message: 'Registry date must be after booking date',
      errors: {
        registryDate: 'Registry date must be after booking date',
        plotOwnerName: 'Plot owner name is required',
        ownerMobileNumber: 'Owner mobile number is required',
      },
    });
    expect(await server.db.select().from(bookings)).toHaveLength(before.length);
    expect(await plotStatus(server.db, plotId)).toBe('Available');
  });

  it('requires the channel partner of a partner sale and the sales person of a direct sale', async () => {
    const plotId = await newPlot();
    const partnerSale = await post(
      tokenBookingBody(
        { projectId, plotId, channelPartnerId: partnerId },
        { channelPartnerId: null },
      ),
    );
    expect(partnerSale.status).toBe(400);
    expect(partnerSale.body.errors).toEqual({
      channelPartnerId: 'Channel partner selection is required',
    });
    const directSale = await post(
      registryDoneDirectSaleBody({ projectId, plotId }, { salesPersonEmail: 'neha-at-plotline' }),
    );
    expect(directSale.status).toBe(400);
    expect(directSale.body.errors).toEqual({
      salesPersonEmail: 'Please enter a valid email address',
    });
  });

  it('refuses a plot that is not Available', async () => {
    const booking = await bookPlot();
    const res = await post(
      tokenBookingBody({ projectId, plotId: booking.plotId, channelPartnerId: partnerId }),
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'plot_not_available', message: 'Plot is not available' });
    const onHold = await insertPlot(server.db, projectId, `G-${++plotCounter}`, 'Hold');
    const held = await post(
      tokenBookingBody({ projectId, plotId: onHold, channelPartnerId: partnerId }),
    );
    expect(held.status).toBe(409);
    expect(held.body.message).toBe('Plot is not available');
  });

  it('refuses a body that points at a missing project, plot or channel partner', async () => {
    const plotId = await newPlot();
    const res = await post(
      tokenBookingBody({ projectId: 9999, plotId: 9999, channelPartnerId: 9999 }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      projectId: 'Project not found',
      plotId: 'Plot not found',
      channelPartnerId: 'Channel partner not found',
    });
    expect(await plotStatus(server.db, plotId)).toBe('Available');
  });

  it('refuses a plot of another project', async () => {
    const plotId = await newPlot();
    const res = await post(
      tokenBookingBody({ projectId: otherProjectId, plotId, channelPartnerId: partnerId }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'validation_failed',
      message: 'Plot does not belong to the selected project',
      errors: { plotId: 'Plot does not belong to the selected project' },
    });
    expect(await plotStatus(server.db, plotId)).toBe('Available');
  });

  it('refuses an inactive channel partner', async () => {
    const inactive = await insertChannelPartner(server.db, 'Former Partner', false);
    const plotId = await newPlot();
    const res = await post(tokenBookingBody({ projectId, plotId, channelPartnerId: inactive }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ channelPartnerId: 'Channel partner is not active' });
  });

  it('refuses to start a booking as Cancelled', async () => {
    const plotId = await newPlot();
    const res = await post(
      tokenBookingBody(
        { projectId, plotId, channelPartnerId: partnerId },
        { bookingStatus: 'Cancelled' },
      ),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      bookingStatus: 'A new booking must be Token, Booking or Registry Done',
    });
    expect(await plotStatus(server.db, plotId)).toBe('Available');
  });

  it('needs bookings.create and a signed-in caller', async () => {
    const viewer = await server.userWith(['bookings.view']);
    const plotId = await newPlot();
    const body = tokenBookingBody({ projectId, plotId, channelPartnerId: partnerId });
    const forbidden = await post(body, viewer.headers);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({
      code: 'forbidden',
      message: 'You need the bookings.create permission to do this',
    });
    const anonymous = await server.request({ method: 'POST', url: '/api/bookings', payload: body });
    expect(anonymous.status).toBe(401);
    expect(await plotStatus(server.db, plotId)).toBe('Available');
  });
});

describe('getBooking and listBookings', () => {
  it('answers one booking by id', async () => {
    const booking = await bookPlot({ plotOwnerName: 'Kiran Joshi' });
    const res = await get(`/api/bookings/${booking.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(booking);
  });

  it('answers 404 for a booking that does not exist', async () => {
    const res = await get('/api/bookings/9999');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: 'Booking not found' });
  });

  it('lists every booking, latest booking date first', async () => {
    const older = await bookPlot({
      bookingDate: '2026-01-05',
      tokenDate: '2026-01-05',
      registryDate: '2026-02-04',
    });
    const newer = await bookPlot({
      bookingDate: '2026-12-01',
      tokenDate: '2026-12-01',
      registryDate: '2026-12-31',
    });
    const res = await get('/api/bookings');
    expect(res.status).toBe(200);
    const ids = res.body.map((b: { id: number }) => b.id);
    expect(ids[0]).toBe(newer.id);
    expect(ids.at(-1)).toBe(older.id);
    expect(ids).toHaveLength((await server.db.select().from(bookings)).length);
  });

  it('needs bookings.view and a signed-in caller', async () => {
    const stranger = await server.userWith([]);
    expect((await get('/api/bookings', stranger.headers)).status).toBe(403);
    expect((await get('/api/bookings/1', stranger.headers)).status).toBe(403);
    expect((await get('/api/bookings', {})).status).toBe(401);
  });
});

describe('listBookingsByPlot and listBookingsByChannelPartner', () => {
  it("lists a plot's bookings, cancelled ones included", async () => {
    const first = await bookPlot();
    await server.request({
      method: 'PATCH',
      url: `/api/bookings/${first.id}/status`,
      headers: admin,
      payload: { newStatus: 'Cancelled', remark: 'Owner withdrew', cancellationReason: 'No loan' },
    });
    const second = await post(
      tokenBookingBody(
        { projectId, plotId: first.plotId, channelPartnerId: partnerId },
        {
          bookingDate: '2026-11-20',
          tokenDate: '2026-11-20',
          registryDate: '2026-12-20',
        },
      ),
    );
    expect(second.status).toBe(201);
    const res = await get(`/api/bookings/by-plot/${first.plotId}`);
    expect(res.status).toBe(200);
    expect(
      res.body.map((b: { id: number; bookingStatus: string }) => [b.id, b.bookingStatus]),
    ).toEqual([
      [second.body.id, 'Token'],
      [first.id, 'Cancelled'],
    ]);
  });

  it('answers 404 for a plot that does not exist', async () => {
    const res = await get('/api/bookings/by-plot/9999');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: 'Plot not found' });
  });

  it("lists a channel partner's bookings and no direct sale", async () => {
    const partner = await insertChannelPartner(server.db, 'Meena Sharma');
    const sold = await bookPlot({ channelPartnerId: partner });
    await post(registryDoneDirectSaleBody({ projectId, plotId: await newPlot() }));
    const res = await get(`/api/bookings/by-channel-partner/${partner}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ ...sold, channelPartnerName: 'Meena Sharma' }]);
  });

  it('answers an empty list for a partner with no sale, and 404 for a missing partner', async () => {
    const partner = await insertChannelPartner(server.db, 'New Partner');
    expect((await get(`/api/bookings/by-channel-partner/${partner}`)).body).toEqual([]);
    const missing = await get('/api/bookings/by-channel-partner/9999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'not_found', message: 'Channel partner not found' });
  });
});

describe('updateBooking', () => {
  it('saves the edit at the version it read and answers the next version', async () => {
    const editor = await server.userWith(['bookings.edit']);
    const booking = await bookPlot();
    const res = await put(
      booking.id,
      {
        ...tokenBookingBody({ projectId, plotId: booking.plotId, channelPartnerId: partnerId }),
        bookingAmount: 550000,
        notes: 'Balance due by 30 November',
        createdBy: 999,
        version: 1,
      },
      editor.headers,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...booking,
      bookingAmount: 550000,
      notes: 'Balance due by 30 November',
      version: 2,
    });
    const [stored] = await server.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(stored).toMatchObject({ updatedBy: editor.id, createdBy: booking.createdBy });
  });

  it('refuses a save over a newer version and keeps the newer one', async () => {
    const booking = await bookPlot();
    const body = tokenBookingBody({
      projectId,
      plotId: booking.plotId,
      channelPartnerId: partnerId,
    });
    // Two editors open version 1; the first saves.
    expect((await put(booking.id, { ...body, notes: 'First save', version: 1 })).status).toBe(200);
    const stale = await put(booking.id, { ...body, notes: 'Second save', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ code: 'stale_edit', message: BOOKING_CONFLICT_MESSAGE });
    expect((await get(`/api/bookings/${booking.id}`)).body).toMatchObject({
      notes: 'First save',
      version: 2,
    });
  });

  it('refuses an edit opened before a status change, so it cannot undo the change', async () => {
    const booking = await bookPlot();
    const confirmed = await server.request({
      method: 'PATCH',
      url: `/api/bookings/${booking.id}/status`,
      headers: admin,
      payload: { newStatus: 'Booking', remark: 'Booking amount received' },
    });
    expect(confirmed.body.version).toBe(2);
    const stale = await put(booking.id, {
      ...tokenBookingBody({ projectId, plotId: booking.plotId, channelPartnerId: partnerId }),
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ code: 'stale_edit', message: BOOKING_CONFLICT_MESSAGE });
    expect((await get(`/api/bookings/${booking.id}`)).body).toEqual(confirmed.body);
    const history = await get(`/api/bookings/${booking.id}/history`);
    expect(history.body).toHaveLength(2);
  });

  it('moves a booking to another plot: the old plot is freed and the new one booked', async () => {
    const booking = await bookPlot();
    const newPlotId = await newPlot();
    const res = await put(booking.id, {
      ...tokenBookingBody({ projectId, plotId: newPlotId, channelPartnerId: partnerId }),
      version: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ plotId: newPlotId, plotNumber: `G-${plotCounter}` });
    expect(await plotStatus(server.db, booking.plotId)).toBe('Available');
    expect(await plotStatus(server.db, newPlotId)).toBe('Booked');
  });

  it('refuses to move a booking to a plot that is booked, and frees nothing', async () => {
    const booking = await bookPlot();
    const other = await bookPlot();
    const res = await put(booking.id, {
      ...tokenBookingBody({ projectId, plotId: other.plotId, channelPartnerId: partnerId }),
      version: 1,
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'plot_not_available', message: 'Plot is not available' });
    expect(await plotStatus(server.db, booking.plotId)).toBe('Booked');
    expect((await get(`/api/bookings/${booking.id}`)).body.plotId).toBe(booking.plotId);
  });

  it('moves the status along the workflow and records the change in the history', async () => {
    const booking = await bookPlot();
    const res = await put(booking.id, {
      ...tokenBookingBody({ projectId, plotId: booking.plotId, channelPartnerId: partnerId }),
      bookingStatus: 'Booking',
      version: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body.bookingStatus).toBe('Booking');
    const history = await get(`/api/bookings/${booking.id}/history`);
    expect(history.body).toMatchObject([
      { fromStatus: null, toStatus: 'Token' },
      { fromStatus: 'Token', toStatus: 'Booking', remark: null, changedBy: { username: 'admin' } },
    ]);
  });

  it('cancelling through the edit form frees the plot', async () => {
    const booking = await bookPlot();
    const res = await put(booking.id, {
      ...tokenBookingBody({ projectId, plotId: booking.plotId, channelPartnerId: partnerId }),
      bookingStatus: 'Cancelled',
      version: 1,
    });
    expect(res.status).toBe(200);
    expect(await plotStatus(server.db, booking.plotId)).toBe('Available');
  });

  it('refuses a status the workflow does not allow next, and changes nothing', async () => {
    const booking = await bookPlot();
    const res = await put(booking.id, {
      ...registryDoneDirectSaleBody({ projectId, plotId: booking.plotId }),
      version: 1,
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'invalid_status_change',
      message: 'A booking in Token can only move to Booking or Cancelled',
    });
    expect((await get(`/api/bookings/${booking.id}`)).body).toEqual(booking);
  });

  it("keeps metadata the form does not carry, and answers the form's messages for bad input", async () => {
    const booking = await bookPlot({ metadata: '{"source":"import"}' });
    const body = tokenBookingBody({
      projectId,
      plotId: booking.plotId,
      channelPartnerId: partnerId,
    });
    const saved = await put(booking.id, { ...body, version: 1 });
    expect(saved.body.metadata).toBe('{"source":"import"}');
    const invalid = await put(booking.id, { ...body, profession: ' ', version: 2 });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({
      code: 'validation_failed',
      message: 'Profession is required',
      errors: { profession: 'Profession is required' },
    });
  });

  it('requires the version it read', async () => {
    const booking = await bookPlot();
    const res = await put(
      booking.id,
      tokenBookingBody({ projectId, plotId: booking.plotId, channelPartnerId: partnerId }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ version: 'version is required' });
  });

  it('answers 404 for a booking that does not exist', async () => {
    const res = await put(9999, {
      ...tokenBookingBody({ projectId, plotId: await newPlot(), channelPartnerId: partnerId }),
      version: 1,
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: 'Booking not found' });
  });

  it('needs bookings.edit', async () => {
    const creator = await server.userWith(['bookings.create', 'bookings.view']);
    const booking = await bookPlot();
    const res = await put(
      booking.id,
      {
        ...tokenBookingBody({ projectId, plotId: booking.plotId, channelPartnerId: partnerId }),
        version: 1,
      },
      creator.headers,
    );
    expect(res.status).toBe(403);
  });
});

describe('deleteBooking', () => {
  const remove = (id: number, headers = admin) =>
    server.request({ method: 'DELETE', url: `/api/bookings/${id}`, headers });

  it('deletes the booking with its follow-ups and history, and frees its plot', async () => {
    const booking = await bookPlot();
    const followUp = await server.request({
      method: 'POST',
      url: '/api/bookingfollowups',
      headers: admin,
      payload: {
        bookingId: booking.id,
        followUpDate: '2026-11-21',
        purpose: 'Payment reminder',
        followUpUpdate: 'Called the owner',
      },
    });
    expect(followUp.status).toBe(201);
    const res = await remove(booking.id);
    expect(res.status).toBe(204);
    expect(res.body).toBe('');
    expect((await get(`/api/bookings/${booking.id}`)).status).toBe(404);
    expect(await plotStatus(server.db, booking.plotId)).toBe('Available');
    const followUps = await server.db
      .select()
      .from(bookingFollowUps)
      .where(eq(bookingFollowUps.bookingId, booking.id));
    const history = await server.db
      .select()
      .from(bookingStatusChanges)
      .where(eq(bookingStatusChanges.bookingId, booking.id));
    expect(followUps).toEqual([]);
    expect(history).toEqual([]);
  });

  it('leaves the plot alone when the booking was Cancelled, since another booking may hold it', async () => {
    const cancelled = await bookPlot();
    await server.request({
      method: 'PATCH',
      url: `/api/bookings/${cancelled.id}/status`,
      headers: admin,
      payload: { newStatus: 'Cancelled', remark: 'Owner withdrew', cancellationReason: 'No loan' },
    });
    const rebooked = await post(
      tokenBookingBody({ projectId, plotId: cancelled.plotId, channelPartnerId: partnerId }),
    );
    expect(rebooked.status).toBe(201);
    expect((await remove(cancelled.id)).status).toBe(204);
    expect(await plotStatus(server.db, cancelled.plotId)).toBe('Booked');
  });

  it('answers 404 for a booking that does not exist', async () => {
    const res = await remove(9999);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: 'Booking not found' });
  });

  it('needs bookings.delete', async () => {
    const editor = await server.userWith(['bookings.edit', 'bookings.view']);
    const booking = await bookPlot();
    expect((await remove(booking.id, editor.headers)).status).toBe(403);
    expect(
      (await server.request({ method: 'DELETE', url: `/api/bookings/${booking.id}` })).status,
    ).toBe(401);
    const [plot] = await server.db.select().from(plots).where(eq(plots.id, booking.plotId));
    expect(plot?.status).toBe('Booked');
  });
});

describe('listBookingsFiltered and exportBookings', () => {
  type Row = { id: number; bookingNumber: string; plotOwnerName: string };
  type SearchedRow = Row & {
    ownerMobileNumber: string | null;
    ownerMobileLastFiveDigits: string | null;
  };
  const booked: Record<string, Row> = {};
  let sunrise: number;
  let desertRealty: number;
  const plotIds: Record<string, number> = {};

  const dated = (bookingDate: string, registryDate: string) => ({
    bookingDate,
    tokenDate: bookingDate,
    registryDate,
  });

  beforeAll(async () => {
    sunrise = await insertProject(server.db, 'Sunrise Meadows');
    const amber = await insertProject(server.db, 'Amber Heights');
    desertRealty = await insertChannelPartner(server.db, 'Desert Realty');
    const through = async (key: string, project: number, plotNumber: string, overrides: object) => {
      plotIds[key] = await insertPlot(server.db, project, plotNumber);
      const res = await post(
        tokenBookingBody(
          { projectId: project, plotId: plotIds[key]!, channelPartnerId: desertRealty },
          overrides,
        ),
      );
      expect(res.status).toBe(201);
      booked[key] = res.body;
    };
    await through('A', sunrise, 'S-1', {
      plotOwnerName: 'Zoya Qureshi',
      ownerMobileNumber: '7000000001',
      ...dated('2026-03-10', '2026-04-09'),
    });
    plotIds.B = await insertPlot(server.db, sunrise, 'S-2');
    const direct = await post(
      registryDoneDirectSaleBody(
        { projectId: sunrise, plotId: plotIds.B },
        {
          plotOwnerName: 'Bharat Yadav',
          ownerMobileLastFiveDigits: '54321',
          salesPersonName: 'Meera Nair',
          bookingDate: '2026-05-01',
          registryDate: '2026-06-01',
        },
      ),
    );
    expect(direct.status).toBe(201);
    booked.B = direct.body;
    await through('C', sunrise, 'S-3', {
      plotOwnerName: 'Chitra Iyer',
      ownerMobileNumber: '7000000003',
      bookingStatus: 'Booking',
      ...dated('2026-05-01', '2026-05-31'),
    });
    await through('D', sunrise, 'S-4', {
      plotOwnerName: 'Dev Malhotra',
      ...dated('2026-07-15', '2026-08-14'),
    });
    const cancel = await server.request({
      method: 'PATCH',
      url: `/api/bookings/${booked.D!.id}/status`,
      headers: admin,
      payload: { newStatus: 'Cancelled', remark: 'Owner withdrew', cancellationReason: 'No loan' },
    });
    expect(cancel.status).toBe(200);
    await through('E', sunrise, 'S-5', {
      plotOwnerName: 'Esha Kapoor',
      ...dated('2026-08-01', '2026-08-31'),
    });
    await through('F', sunrise, 'S-6', {
      plotOwnerName: 'Farhan Ali',
      ...dated('2026-09-01', '2026-10-01'),
    });
    await through('G', amber, 'AH-1', {
      plotOwnerName: 'Gita Rao',
      ...dated('2026-02-01', '2026-03-03'),
    });
    // Chitra's schedule of ₹6,00,000 has received ₹1,50,000: a second cheque bounced.
    const payments = paymentCalls(server, () => admin);
    await payments.schedule(booked.C!.id, THREE_INSTALMENTS);
    expect((await payments.pay(booked.C!.id, 150000)).status).toBe(201);
    const bounced = await payments.pay(booked.C!.id, 50000, { reference: 'CHQ-004522' });
    expect(bounced.status).toBe(201);
    expect((await payments.reverse(bounced.body.id)).status).toBe(200);
  });

  const page = (query: Record<string, string | number>, headers: Record<string, string> = admin) =>
    server.request({
      method: 'GET',
      url: '/api/bookings/filtered',
      headers,
      query: stringified(query),
    });
  const stringified = (query: Record<string, string | number>) =>
    Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const owners = (body: { data: Row[] }) => body.data.map((b) => b.plotOwnerName.split(' ')[0]);

  it('answers the first page latest booking date first, equal dates by id', async () => {
    const res = await page({ projectId: sunrise, pageSize: 5 });
    expect(res.status).toBe(200);
    expect(owners(res.body)).toEqual(['Farhan', 'Esha', 'Dev', 'Chitra', 'Bharat']);
    expect(res.body).toMatchObject({
      totalCount: 6,
      totalPages: 2,
      hasNextPage: true,
      hasPreviousPage: false,
      totalCountEstimated: false,
    });
    expect(res.body.data[0]).toEqual(booked.F);
  });

  it('answers the later pages', async () => {
    const res = await page({ projectId: sunrise, pageSize: 5, page: 2 });
    expect(owners(res.body)).toEqual(['Zoya']);
    expect(res.body).toMatchObject({
      totalCount: 6,
      totalPages: 2,
      hasNextPage: false,
      hasPreviousPage: true,
      totalCountEstimated: false,
    });
    const past = await page({ projectId: sunrise, pageSize: 5, page: 3 });
    expect(past.body).toMatchObject({ data: [], totalCount: 6, hasPreviousPage: true });
  });

  it.each([
    ['owner name, in any letter case', 'qureshi', ['Zoya']],
    ['full owner mobile', '00000003', ['Chitra']],
    ['last five digits of the mobile', '54321', ['Bharat']],
    ['plot number', 's-4', ['Dev']],
    ['project name', 'SUNRISE', ['Farhan', 'Esha', 'Dev', 'Chitra', 'Bharat', 'Zoya']],
    ['a LIKE wildcard taken literally', '%', []],
    ["the start of a word of the owner's name", 'QURES', ['Zoya']],
    ['the starts of several words, in any order', 'kap e', ['Esha']],
    ['not the sales person, whose name is on many bookings', 'meera', []],
    ["the channel partner's name", 'desert', ['Farhan', 'Esha', 'Dev', 'Chitra', 'Zoya', 'Gita']],
    ['a part of a name, when no word starts so', 'ureshi', ['Zoya']],
    ["a mobile's inner digits", '000000', ['Chitra', 'Zoya']],
    // 'esh' starts Esha's first name and is inside Zoya's surname, Qureshi: the word wins.
    ['a word before a part of one', 'esh', ['Esha']],
  ])('searches by %s', async (_what, searchTerm, expected) => {
    const res = await page({ searchTerm, pageSize: 10 });
    expect(owners(res.body)).toEqual(expected);
    expect(res.body.totalCount).toBe(expected.length);
  });

  it('searches by booking number', async () => {
    const res = await page({ searchTerm: booked.E!.bookingNumber });
    expect(owners(res.body)).toEqual(['Esha']);
  });

  it("searches by a booking number's digits without the zeros that pad them", async () => {
    const digits = String(Number(booked.E!.bookingNumber.replace(/^\D+/, '')));
    const res = await page({ searchTerm: digits, pageSize: 100 });
    expect(owners(res.body)).toContain('Esha');
    // Every booking found has a word starting with them: its number's digits, or a mobile's.
    const words = (b: SearchedRow) =>
      [
        b.bookingNumber.replace(/^\D+0*/, ''),
        b.ownerMobileNumber,
        b.ownerMobileLastFiveDigits,
      ].filter((word) => word !== null);
    const found = res.body.data as SearchedRow[];
    expect(found.every((b) => words(b).some((word) => word.startsWith(digits)))).toBe(true);
  });

  it('filters by status, plot, channel partner and booking date range (inclusive)', async () => {
    expect(owners((await page({ projectId: sunrise, bookingStatus: 'Cancelled' })).body)).toEqual([
      'Dev',
    ]);
    expect(owners((await page({ plotId: plotIds.A! })).body)).toEqual(['Zoya']);
    expect(owners((await page({ channelPartnerId: desertRealty })).body)).toEqual([
      'Farhan',
      'Esha',
      'Dev',
      'Chitra',
      'Zoya',
      'Gita',
    ]);
    const range = await page({
      projectId: sunrise,
      startDate: '2026-05-01',
      endDate: '2026-07-15',
    });
    expect(owners(range.body)).toEqual(['Dev', 'Chitra', 'Bharat']);
  });

  it('combines every filter', async () => {
    const res = await page({
      searchTerm: 'Zoya',
      bookingStatus: 'Token',
      projectId: sunrise,
      plotId: plotIds.A!,
      channelPartnerId: desertRealty,
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });
    expect(res.body).toEqual({
      data: [booked.A],
      totalCount: 1,
      totalPages: 1,
      hasNextPage: false,
      hasPreviousPage: false,
      totalCountEstimated: false,
    });
  });

  it('answers an empty page when nothing matches', async () => {
    const res = await page({ projectId: sunrise, bookingStatus: 'Pending' });
    expect(res.body).toEqual({
      data: [],
      totalCount: 0,
      totalPages: 0,
      hasNextPage: false,
      hasPreviousPage: false,
      totalCountEstimated: false,
    });
  });

  it.each([
    ['PlotOwnerName', 'asc', ['Bharat', 'Chitra', 'Dev', 'Esha', 'Farhan', 'Zoya']],
    ['RegistryDate', 'asc', ['Zoya', 'Chitra', 'Bharat', 'Dev', 'Esha', 'Farhan']],
    ['BookingNumber', 'desc', ['Farhan', 'Esha', 'Dev', 'Chitra', 'Bharat', 'Zoya']],
    ['BookingStatus', 'asc', ['Chitra', 'Dev', 'Bharat', 'Zoya', 'Esha', 'Farhan']],
    ['BookingDate', 'asc', ['Zoya', 'Bharat', 'Chitra', 'Dev', 'Esha', 'Farhan']],
  ])('sorts by %s %s', async (sortBy, sortOrder, expected) => {
    const res = await page({ projectId: sunrise, sortBy, sortOrder });
    expect(owners(res.body)).toEqual(expected);
  });

  it('sorts by project name', async () => {
    const res = await page({
      channelPartnerId: desertRealty,
      sortBy: 'ProjectName',
      sortOrder: 'asc',
    });
    expect(owners(res.body)).toEqual(['Gita', 'Zoya', 'Chitra', 'Dev', 'Esha', 'Farhan']);
  });

  it('refuses a page size past 100', async () => {
    const res = await page({ pageSize: 101 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ pageSize: 'Page size must be at most 100' });
  });

  it('needs bookings.view and a signed-in caller', async () => {
    const stranger = await server.userHolding(['bookings.create']);
    const res = await page({}, stranger.headers);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: 'forbidden',
      message: 'You need the bookings.view permission to do this',
    });
    expect((await page({}, {})).status).toBe(401);
  });

  const exported = (
    query: Record<string, string | number>,
    headers: Record<string, string> = admin,
  ) =>
    server.request({
      method: 'GET',
      url: '/api/bookings/export',
      headers,
      query: stringified(query),
    });

  const CSV_HEADER =
    'Booking Number,Project,Plot,Booking Date,Status,Registry Date,Registration Number,Plot Owner,Owner Mobile,Owner Email,Sales Route,Channel Partner,Plot Sale Rate,Token Amount,Token Date,Booking Amount,Sale Value,Received,Outstanding';

  it('exports every matching booking in the list order, as a CSV download', async () => {
    const res = await exported({ projectId: sunrise, sortBy: 'BookingDate', sortOrder: 'asc' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="bookings-2026-11-22.csv"',
    );
    const lines = String(res.body).split('\r\n');
    // A sale value is the schedule's once there is one; before, 1,200 sq ft (133.33 sq yd) ×
    // ₹12,000. A direct sale without a rate has no sale value, so nothing is outstanding of it.
    const partnerSale = 'Channel Partner,Desert Realty,12000,51000';
    expect(lines).toEqual([
      CSV_HEADER,
      `${booked.A!.bookingNumber},Sunrise Meadows,S-1,2026-03-10,Token,2026-04-09,,Zoya Qureshi,7000000001,anil.mehta@example.in,${partnerSale},2026-03-10,500000,1600000,0,1600000`,
      `${booked.B!.bookingNumber},Sunrise Meadows,S-2,2026-05-01,RegistryDone,2026-06-01,RJ-JPR-2026-0412,Bharat Yadav,54321,anil.mehta@example.in,Direct Sale,,,,,1450000,,0,`,
      `${booked.C!.bookingNumber},Sunrise Meadows,S-3,2026-05-01,Booking,2026-05-31,,Chitra Iyer,7000000003,anil.mehta@example.in,${partnerSale},2026-05-01,500000,600000,150000,450000`,
      expect.stringMatching(
        new RegExp(
          `^${booked.D!.bookingNumber},Sunrise Meadows,S-4,2026-07-15,Cancelled,.*,1600000,0,1600000$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(`^${booked.E!.bookingNumber},Sunrise Meadows,S-5,.*,1600000,0,1600000$`),
      ),
      expect.stringMatching(
        new RegExp(`^${booked.F!.bookingNumber},Sunrise Meadows,S-6,.*,1600000,0,1600000$`),
      ),
      '',
    ]);
  });

  it.each([
    ['by the start of words', 'esh', ['Esha Kapoor']],
    ['inside words when no word starts so', 'ureshi', ['Zoya Qureshi']],
  ])(
    'exports the bookings a search finds %s, as the list finds them',
    async (_how, term, owners) => {
      const res = await exported({ searchTerm: term });
      const lines = String(res.body).split('\r\n').slice(1, -1);
      expect(lines.map((line) => line.split(',')[7])).toEqual(owners);
      expect((await page({ searchTerm: term })).body.totalCount).toBe(owners.length);
    },
  );

  it('exports the header row alone when nothing matches', async () => {
    const res = await exported({ projectId: sunrise, bookingStatus: 'Pending' });
    expect(res.body).toBe(`${CSV_HEADER}\r\n`);
  });

  it('leaves sale value, received and outstanding empty for a caller who may not see payments', async () => {
    const chitra = (headers: Record<string, string>) =>
      exported({ plotId: plotIds.C! }, headers).then((res) => {
        expect(res.status).toBe(200);
        return String(res.body).split('\r\n');
      });
    const bookingLine = `${booked.C!.bookingNumber},Sunrise Meadows,S-3,2026-05-01,Booking,2026-05-31,,Chitra Iyer,7000000003,anil.mehta@example.in,Channel Partner,Desert Realty,12000,51000,2026-05-01,500000`;
    const collector = await server.userWith(['bookings.view', 'payments.view']);
    expect(await chitra(collector.headers)).toEqual([
      CSV_HEADER,
      `${bookingLine},600000,150000,450000`,
      '',
    ]);
    const seller = await server.userWith(['bookings.view']);
    expect(await chitra(seller.headers)).toEqual([CSV_HEADER, `${bookingLine},,,`, '']);
  });

  it('needs bookings.view', async () => {
    const stranger = await server.userWith([]);
    const res = await exported({}, stranger.headers);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: 'forbidden',
      message: 'You need the bookings.view permission to do this',
    });
  });
});
