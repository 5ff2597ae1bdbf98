/**
 * Channel partners' commissions (docs/payments.md): each payment earns the partner's rate of the
 * moment it is recorded; it is Pending while the booking is Token, Payable once it is confirmed,
 * Reversed once it is cancelled, and a reversed payment's counts nowhere. Payouts spend the
 * balance, which goes below zero when a booking is cancelled after one. The ledger, the
 * Dashboard's Commission column and who may see and pay.
 */
import { PAYMENT_MESSAGES } from '@plotline/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelPartners, permissions, rolePermissions, roles } from '../src/db/schema';
import { insertChannelPartner, insertProject } from './support/sales-fixtures';
import { paymentCalls } from './support/payment-fixtures';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let admin: { authorization: string };
let api: ReturnType<typeof paymentCalls>;
let projectId: number;

beforeAll(async () => {
  server = await startTestServer({ now: new Date('2026-11-22T06:30:00Z') });
  admin = await server.admin();
  api = paymentCalls(server, () => admin);
  projectId = await insertProject(server.db, 'Green Valley');
});
afterAll(() => server.close());

async function partnerAt(name: string, commissionRate: number): Promise<number> {
  const id = await insertChannelPartner(server.db, name);
  await setRate(id, commissionRate);
  return id;
}

const setRate = (id: number, commissionRate: number) =>
  server.db.update(channelPartners).set({ commissionRate }).where(eq(channelPartners.id, id));

const commission = async (partnerId: number) =>
  (await api.call('GET', `/channel-partners/${partnerId}/commission`)).body;

const payout = (partnerId: number, amount: number, overrides: object = {}, as = admin) =>
  api.call(
    'POST',
    `/channel-partners/${partnerId}/commission-payouts`,
    { paidOn: '2026-11-21', amount, mode: 'UPI', reference: 'UPI-778812', ...overrides },
    as,
  );

async function scheduledBooking(partnerId: number) {
  const booking = await api.newBooking({ projectId, channelPartnerId: partnerId });
  await api.schedule(booking.id);
  return booking;
}

describe('commission on a payment', () => {
  it("is earned at the partner's rate when the payment is recorded, pending until confirmed", async () => {
    const partnerId = await partnerAt('Rate Partner', 2.5);
    const booking = await scheduledBooking(partnerId);
    const first = await api.pay(booking.id, 100000.3);
    expect(first.body.commissionAmount).toBe(2500.01);
    await setRate(partnerId, 3);
    const second = await api.pay(booking.id, 200000);
    expect(second.body.commissionAmount).toBe(6000);
    expect(await commission(partnerId)).toEqual({
      channelPartnerId: partnerId,
      channelPartnerName: 'Rate Partner',
      rate: 3,
      earned: 0,
      pending: 8500.01,
      reversed: 0,
      paid: 0,
      balance: 0,
    });
    expect((await api.payments(booking.id)).body.commission).toEqual({
      channelPartnerId: partnerId,
      channelPartnerName: 'Rate Partner',
      earned: 8500.01,
      state: 'Pending',
    });
    await api.changeStatus(booking.id, 'Booking', { remark: 'Booking amount received' });
    expect(await commission(partnerId)).toMatchObject({
      earned: 8500.01,
      pending: 0,
      balance: 8500.01,
    });
    expect((await api.payments(booking.id)).body.commission.state).toBe('Payable');
  });

  it('earns nothing on a direct sale', async () => {
    const booking = await api.newBooking({ projectId, channelPartnerId: null });
    await api.schedule(booking.id);
    expect((await api.pay(booking.id, 1000)).body.commissionAmount).toBe(0);
    expect((await api.payments(booking.id)).body.commission).toBeNull();
  });

  it('no longer counts once the payment is reversed, and is reversed with a cancelled booking', async () => {
    const partnerId = await partnerAt('Reversal Partner', 1);
    const confirmed = await scheduledBooking(partnerId);
    await api.changeStatus(confirmed.id, 'Booking', { remark: 'Confirmed' });
    const kept = (await api.pay(confirmed.id, 100000)).body;
    const undone = (await api.pay(confirmed.id, 50000)).body;
    await api.reverse(undone.id);
    expect(await commission(partnerId)).toMatchObject({ earned: 1000, reversed: 0 });
    expect(kept.commissionAmount).toBe(1000);

    expect((await payout(partnerId, 1000)).status).toBe(201);
    expect(await commission(partnerId)).toMatchObject({ paid: 1000, balance: 0 });
    await api.changeStatus(confirmed.id, 'Cancelled', {
      remark: 'Withdrawn',
      cancellationReason: 'Loan not sanctioned',
    });
    // Paid out before the cancellation: the partner now owes it back.
    expect(await commission(partnerId)).toMatchObject({
      earned: 0,
      pending: 0,
      reversed: 1000,
      paid: 1000,
      balance: -1000,
    });
  });
});

describe('payouts', () => {
  it('spend the balance, numbered, and are refused past it', async () => {
    const partnerId = await partnerAt('Payout Partner', 10);
    const booking = await scheduledBooking(partnerId);
    await api.changeStatus(booking.id, 'Booking', { remark: 'Confirmed' });
    await api.pay(booking.id, 100000);
    const res = await payout(partnerId, 6000, { remarks: 'November payout' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      payoutNumber: expect.stringMatching(/^CP-\d{6}$/),
      channelPartnerId: partnerId,
      paidOn: '2026-11-21',
      amount: 6000,
      mode: 'UPI',
      reference: 'UPI-778812',
      remarks: 'November payout',
      createdAt: '2026-11-22T06:30:00.000Z',
      createdByName: 'Plotline Admin',
      reversal: null,
    });
    expect(await commission(partnerId)).toMatchObject({ earned: 10000, paid: 6000, balance: 4000 });

    const over = await payout(partnerId, 4000.01);
    const message = PAYMENT_MESSAGES.payoutMoreThanBalance(4000);
    expect(over.status).toBe(409);
    expect(over.body).toEqual({ code: 'more_than_balance', message, errors: { amount: message } });

    const reversed = await api.call('POST', `/commission-payouts/${res.body.id}/reversal`, {
      reason: 'Paid to the wrong account',
    });
    expect(reversed.status).toBe(200);
    expect(reversed.body.reversal).toEqual({
      reversedAt: '2026-11-22T06:30:00.000Z',
      reversedByName: 'Plotline Admin',
      reason: 'Paid to the wrong account',
    });
    expect(await commission(partnerId)).toMatchObject({ paid: 0, balance: 10000 });
    const again = await api.call('POST', `/commission-payouts/${res.body.id}/reversal`, {
      reason: 'Paid to the wrong account',
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      code: 'already_reversed',
      message: PAYMENT_MESSAGES.payoutAlreadyReversed,
    });

    const next = (await payout(partnerId, 10000)).body;
    expect(Number(next.payoutNumber.slice(3))).toBe(Number(res.body.payoutNumber.slice(3)) + 1);
    const nothingLeft = await payout(partnerId, 1);
    expect(nothingLeft.status).toBe(409);
    expect(nothingLeft.body.message).toBe(PAYMENT_MESSAGES.noBalance);
  });

  it("refuse what breaks the form's rules, and a partner or payout that does not exist", async () => {
    const partnerId = await partnerAt('Form Partner', 1);
    const noReference = await payout(partnerId, 10, { reference: null });
    expect(noReference.status).toBe(400);
    expect(noReference.body.errors).toEqual({
      reference: PAYMENT_MESSAGES.referenceRequired('UPI'),
    });
    expect((await payout(partnerId, 10, { paidOn: '2026-11-23' })).body.errors).toEqual({
      paidOn: PAYMENT_MESSAGES.futureDate,
    });
    expect((await payout(999999, 10)).status).toBe(404);
    expect((await api.call('GET', '/channel-partners/999999/commission')).status).toBe(404);
    expect((await api.call('GET', '/channel-partners/999999/commission/ledger')).status).toBe(404);
    const missing = await api.call('POST', '/commission-payouts/999999/reversal', {
      reason: 'No such payout',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Commission payout not found');
  });
});

describe('the ledger', () => {
  it("lists each payment's commission and each payout newest first, paged", async () => {
    const partnerId = await partnerAt('Ledger Partner', 2);
    const booking = await scheduledBooking(partnerId);
    await api.changeStatus(booking.id, 'Booking', { remark: 'Confirmed' });
    const early = (await api.pay(booking.id, 10000, { receivedOn: '2026-11-01' })).body;
    const late = (await api.pay(booking.id, 20000, { receivedOn: '2026-11-20' })).body;
    await api.reverse(late.id, 'Cheque bounced');
    const paid = (
      await payout(partnerId, 100, { paidOn: '2026-11-10', mode: 'Cash', reference: null })
    ).body;
    const res = await api.call('GET', `/channel-partners/${partnerId}/commission/ledger`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalCount: 3, totalCountEstimated: false });
    expect(res.body.data).toEqual([
      {
        kind: 'Commission',
        date: '2026-11-20',
        amount: 400,
        state: 'Reversed',
        bookingId: booking.id,
        bookingNumber: booking.bookingNumber,
        receiptNumber: late.receiptNumber,
        payoutId: null,
        payoutNumber: null,
        mode: null,
        reference: null,
        reversalReason: 'Cheque bounced',
      },
      {
        kind: 'Payout',
        date: '2026-11-10',
        amount: 100,
        state: 'Paid',
        bookingId: null,
        bookingNumber: null,
        receiptNumber: null,
        payoutId: paid.id,
        payoutNumber: paid.payoutNumber,
        mode: 'Cash',
        reference: null,
        reversalReason: null,
      },
      expect.objectContaining({
        kind: 'Commission',
        date: '2026-11-01',
        amount: 200,
        state: 'Payable',
        receiptNumber: early.receiptNumber,
      }),
    ]);
    const second = await api.call(
      'GET',
      `/channel-partners/${partnerId}/commission/ledger?pageSize=2&page=2`,
    );
    expect(second.body.data.map((e: { receiptNumber: string }) => e.receiptNumber)).toEqual([
      early.receiptNumber,
    ]);
    expect(second.body).toMatchObject({ totalPages: 2, hasPreviousPage: true, hasNextPage: false });
  });
});

describe("the Dashboard's Commission column", () => {
  it('shows each partner its earned commission, to those who may view commissions only', async () => {
    const partnerId = await partnerAt('Dashboard Partner', 5);
    const booking = await scheduledBooking(partnerId);
    await api.changeStatus(booking.id, 'Booking', { remark: 'Confirmed' });
    await api.pay(booking.id, 1000);
    const rowOf = (body: { data: { channelPartnerId: number }[] }) =>
      body.data.find((row) => row.channelPartnerId === partnerId);

    const overview = await api.call('GET', '/dashboard/channel-partners-overview?pageSize=100');
    expect(overview.status).toBe(200);
    expect(rowOf(overview.body)).toMatchObject({
      partnerName: 'Dashboard Partner',
      commissionEarned: 50,
    });
    const summary = (await api.call('GET', '/dashboard/summary')).body;
    expect(summary.directSales).not.toHaveProperty('commissionEarned');
    for (const row of summary.channelPartnersOverview.data) {
      expect(row.commissionEarned).toEqual(expect.any(Number));
    }

    const withoutCommissions = (await server.userWith(['bookings.view'])).headers;
    const theirs = await api.call(
      'GET',
      '/dashboard/channel-partners-overview?pageSize=100',
      undefined,
      withoutCommissions,
    );
    expect(rowOf(theirs.body)).not.toHaveProperty('commissionEarned');
  });
});

describe('who may', () => {
  it('let a Manager see commissions but not pay them', async () => {
    const partnerId = await partnerAt('Manager Partner', 1);
    const manager = (await server.userWith(['payments.view', 'commissions.view'])).headers;
    const seen = await api.call(
      'GET',
      `/channel-partners/${partnerId}/commission`,
      undefined,
      manager,
    );
    expect(seen.status).toBe(200);
    const ledger = await api.call(
      'GET',
      `/channel-partners/${partnerId}/commission/ledger`,
      undefined,
      manager,
    );
    expect(ledger.status).toBe(200);
    const paid = await payout(partnerId, 1, {}, manager);
    expect(paid.status).toBe(403);
    expect(paid.body.message).toBe('You need the commissions.pay permission to do this');
  });

  it('give the built-in Manager role the two view permissions and not the other two', async () => {
    const granted = await server.db
      .select({ name: permissions.name })
      .from(rolePermissions)
      .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
      .where(
        and(eq(roles.name, 'Manager'), inArray(permissions.module, ['payments', 'commissions'])),
      )
      .orderBy(permissions.name);
    expect(granted.map((row) => row.name)).toEqual(['commissions.view', 'payments.view']);
  });
});
