/**
 * Payment schedules, receipts and their reversal (docs/payments.md): the schedule's rules and its
 * version, payments allocated oldest first across the instalments, the refusals in the domain's
 * words, payments at once that cannot over-pay, a cancelled booking, and the receipt as PDF.
 * Runs on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import {
  BOOKING_CONFLICT_MESSAGE,
  MAX_PAYMENTS_PER_BOOKING,
  PAYMENT_MESSAGES,
} from '@plotline/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, instalments, paymentSchedules, receipts } from '../src/db/schema';
import { ADMIN_ID, insertChannelPartner, insertProject } from './support/sales-fixtures';
import { paymentCalls, THREE_INSTALMENTS } from './support/payment-fixtures';
import { pdfPageCount, pdfTexts } from './support/pdf-text';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let admin: { authorization: string };
let projectId: number;
let partnerId: number;
let api: ReturnType<typeof paymentCalls>;

beforeAll(async () => {
  server = await startTestServer({ now: new Date('2026-11-22T06:30:00Z') });
  admin = await server.admin();
  api = paymentCalls(server, () => admin);
  projectId = await insertProject(server.db, 'Green Valley');
  partnerId = await insertChannelPartner(server.db, 'Ravi Kumar');
});
afterAll(() => server.close());

const newBooking = (owner?: string) =>
  api.newBooking({ projectId, channelPartnerId: partnerId }, owner);

describe('a booking without a schedule', () => {
  it('answers its payments empty, with the suggested sale value', async () => {
    const booking = await newBooking();
    const res = await api.payments(booking.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      bookingId: booking.id,
      bookingNumber: booking.bookingNumber,
      bookingStatus: 'Token',
      // 1,200 sq ft at ₹12,000.
      suggestedSaleValue: 1600000,
      schedule: null,
      receipts: [],
      totals: { saleValue: 0, received: 0, outstanding: 0, overdue: 0, paidPercent: 0 },
      commission: {
        channelPartnerId: partnerId,
        channelPartnerName: 'Ravi Kumar',
        earned: 0,
        state: 'Pending',
      },
    });
  });

  it('takes no payment until it has a schedule', async () => {
    const booking = await newBooking();
    const res = await api.pay(booking.id, 1000);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'schedule_required',
      message: PAYMENT_MESSAGES.scheduleFirst,
    });
  });

  it('answers 404 for a booking that does not exist', async () => {
    expect((await api.payments(999999)).status).toBe(404);
    expect((await api.pay(999999, 1000)).status).toBe(404);
  });
});

describe('the schedule', () => {
  it('is set when its instalments add up to the sale value, each with its state', async () => {
    const booking = await newBooking();
    const body = await api.schedule(booking.id);
    expect(body.schedule).toMatchObject({ saleValue: 600000, version: 1 });
    expect(
      body.schedule.instalments.map((i: { label: string; state: string; position: number }) => [
        i.position,
        i.label,
        i.state,
      ]),
    ).toEqual([
      [1, 'Token amount', 'Overdue'],
      [2, '40% in 60 days', 'Due'],
      [3, '30% at registry', 'Due'],
    ]);
    expect(body.totals).toEqual({
      saleValue: 600000,
      received: 0,
      outstanding: 600000,
      overdue: 100000,
      paidPercent: 0,
    });
  });

  it("is refused in the domain's words when the instalments do not add up", async () => {
    const booking = await newBooking();
    const res = await api.call('PUT', `/bookings/${booking.id}/payment-schedule`, {
      saleValue: 600000.01,
      instalments: THREE_INSTALMENTS,
    });
    expect(res.status).toBe(400);
    const message = PAYMENT_MESSAGES.totalsDiffer(600000, 600000.01);
    expect(res.body).toEqual({
      code: 'validation_failed',
      message,
      errors: { instalments: message },
    });
  });

  it('adds amounts exactly, in paise', async () => {
    const booking = await newBooking();
    const body = await api.schedule(booking.id, [
      { label: 'First', dueDate: '2026-12-01', amount: 0.1 },
      { label: 'Second', dueDate: '2026-12-02', amount: 0.2 },
    ]);
    expect(body.schedule.saleValue).toBe(0.3);
  });

  it('is replaced only from its version, which each replacement moves on', async () => {
    const booking = await newBooking();
    await api.schedule(booking.id);
    const url = `/bookings/${booking.id}/payment-schedule`;
    const again = { saleValue: 600000, instalments: THREE_INSTALMENTS };
    const stale = { code: 'stale_edit', message: BOOKING_CONFLICT_MESSAGE };
    const missing = await api.call('PUT', url, again);
    expect(missing.status).toBe(409);
    expect(missing.body).toEqual(stale);
    const old = await api.call('PUT', url, { ...again, version: 7 });
    expect(old.status).toBe(409);
    expect(old.body).toEqual(stale);
    const replaced = await api.schedule(booking.id, THREE_INSTALMENTS.slice(0, 2), 1);
    expect(replaced.schedule).toMatchObject({ saleValue: 300000, version: 2 });
    expect(replaced.schedule.instalments).toHaveLength(2);
  });

  it('keeps every receipt when replaced, allocating them again', async () => {
    const booking = await newBooking();
    await api.schedule(booking.id);
    expect((await api.pay(booking.id, 250000)).status).toBe(201);
    const below = await api.call('PUT', `/bookings/${booking.id}/payment-schedule`, {
      saleValue: 200000,
      instalments: [{ label: 'All of it', dueDate: '2026-12-01', amount: 200000 }],
      version: 1,
    });
    expect(below.status).toBe(400);
    expect(below.body.errors).toEqual({
      saleValue: PAYMENT_MESSAGES.saleValueBelowReceived(250000),
    });
    const replaced = await api.schedule(
      booking.id,
      [
        { label: 'Half', dueDate: '2026-12-15', amount: 300000 },
        { label: 'Rest', dueDate: '2027-02-01', amount: 300000 },
      ],
      1,
    );
    expect(replaced.receipts).toHaveLength(1);
    const [half, rest] = replaced.schedule.instalments;
    expect([half.paidAmount, half.outstanding, half.state]).toEqual([250000, 50000, 'PartPaid']);
    expect([rest.paidAmount, rest.state]).toEqual([0, 'Due']);
    expect(replaced.receipts[0].allocations).toEqual([
      { instalmentId: half.id, label: 'Half', amount: 250000 },
    ]);
  });
});

describe('recording a payment', () => {
  it('fills the instalments oldest first, leaving the rest of a part-paid one outstanding', async () => {
    const booking = await newBooking();
    await api.schedule(booking.id);
    const res = await api.pay(booking.id, 150000, { remarks: 'First payment' });
    expect(res.status).toBe(201);
    const receipt = res.body;
    expect(receipt).toMatchObject({
      receiptNumber: expect.stringMatching(/^RC-\d{6}$/),
      bookingId: booking.id,
      bookingNumber: booking.bookingNumber,
      receivedOn: '2026-11-20',
      amount: 150000,
      mode: 'Cheque',
      reference: 'CHQ-004521',
      remarks: 'First payment',
      commissionAmount: 0,
      createdByName: 'Plotline Admin',
      reversal: null,
    });
    const { body } = await api.payments(booking.id);
    const [token, second, third] = body.schedule.instalments;
    expect(receipt.allocations).toEqual([
      { instalmentId: token.id, label: 'Token amount', amount: 100000 },
      { instalmentId: second.id, label: '40% in 60 days', amount: 50000 },
    ]);
    expect([token.paidAmount, token.outstanding, token.state]).toEqual([100000, 0, 'Paid']);
    expect([second.paidAmount, second.outstanding, second.state]).toEqual([
      50000,
      150000,
      'PartPaid',
    ]);
    expect([third.paidAmount, third.state]).toEqual([0, 'Due']);
    expect(body.totals).toEqual({
      saleValue: 600000,
      received: 150000,
      outstanding: 450000,
      overdue: 0,
      paidPercent: 25,
    });
    const [schedule] = await server.db
      .select()
      .from(paymentSchedules)
      .where(eq(paymentSchedules.bookingId, booking.id));
    expect(schedule!.receivedAmount).toBe(150000);
  });

  it('numbers receipts from the sequence, one after another', async () => {
    const booking = await newBooking();
    await api.schedule(booking.id);
    const first = (await api.pay(booking.id, 1000)).body.receiptNumber as string;
    const second = (await api.pay(booking.id, 1000, { mode: 'Cash', reference: null })).body;
    expect(Number(second.receiptNumber.slice(3))).toBe(Number(first.slice(3)) + 1);
    expect(second.reference).toBeNull();
  });

  it('lists receipts newest first, allocating an older-dated payment first', async () => {
    const booking = await newBooking();
    await api.schedule(booking.id);
    const later = (await api.pay(booking.id, 100000, { receivedOn: '2026-11-21' })).body;
    const earlier = (await api.pay(booking.id, 100000, { receivedOn: '2026-11-10' })).body;
    const { body } = await api.payments(booking.id);
    expect(body.receipts.map((r: { id: number }) => r.id)).toEqual([later.id, earlier.id]);
    const [token, second] = body.schedule.instalments;
    expect(body.receipts[1].allocations).toEqual([
      { instalmentId: token.id, label: 'Token amount', amount: 100000 },
    ]);
    expect(body.receipts[0].allocations).toEqual([
      { instalmentId: second.id, label: '40% in 60 days', amount: 100000 },
    ]);
  });

  it('refuses more than is outstanding with 409 and the amount it may be', async () => {
    const booking = await newBooking();
    await api.schedule(booking.id);
    expect((await api.pay(booking.id, 500000)).status).toBe(201);
    const res = await api.pay(booking.id, 100000.01);
    const message = PAYMENT_MESSAGES.moreThanOutstanding(100000);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'more_than_outstanding',
      message,
      errors: { amount: message },
    });
    expect((await api.pay(booking.id, 100000)).status).toBe(201);
    const paidUp = await api.pay(booking.id, 1);
    expect(paidUp.status).toBe(409);
    expect(paidUp.body.message).toBe(PAYMENT_MESSAGES.nothingOutstanding);
  });

  it("refuses a payment breaking the form's rules with 400 and its messages", async () => {
    const booking = await newBooking();
    await api.schedule(booking.id);
    const future = await api.pay(booking.id, 1000, { receivedOn: '2026-11-23' });
    expect(future.status).toBe(400);
    expect(future.body.errors).toEqual({ receivedOn: PAYMENT_MESSAGES.futureDate });
    const noCheque = await api.pay(booking.id, 1000, { reference: '  ' });
    expect(noCheque.status).toBe(400);
    expect(noCheque.body.errors).toEqual({
      reference: PAYMENT_MESSAGES.referenceRequired('Cheque'),
    });
    const paise = await api.pay(booking.id, 10.001);
    expect(paise.status).toBe(400);
    expect(paise.body.errors).toEqual({ amount: PAYMENT_MESSAGES.atMostTwoDecimals('amount') });
    const none = await api.pay(booking.id, 0);
    expect(none.body.errors).toEqual({ amount: PAYMENT_MESSAGES.amountRequired });
  });

  it('lets only as many simultaneous payments through as the booking owes', async () => {
    const booking = await newBooking();
    await api.schedule(booking.id);
    const answers = await Promise.all(Array.from({ length: 8 }, () => api.pay(booking.id, 200000)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.code).toBe('more_than_outstanding');
    }
    const { body } = await api.payments(booking.id);
    expect(body.totals).toMatchObject({ received: 600000, outstanding: 0, paidPercent: 100 });
    const stored = await server.db
      .select({ paid: instalments.paidAmount, amount: instalments.amount })
      .from(instalments)
      .where(eq(instalments.bookingId, booking.id));
    for (const row of stored) expect(row.paid).toBe(row.amount);
  });

  it(`takes at most ${MAX_PAYMENTS_PER_BOOKING} payments per booking`, async () => {
    const booking = await newBooking();
    await api.schedule(booking.id);
    await server.db.insert(receipts).values(
      Array.from({ length: MAX_PAYMENTS_PER_BOOKING }, (_, i) => ({
        sequenceNumber: 900000 + i,
        receiptNumber: `TEST-${booking.id}-${i}`,
        bookingId: booking.id,
        receivedOn: '2026-11-01',
        amount: 1,
        mode: 'Cash' as const,
        createdBy: ADMIN_ID,
      })),
    );
    const res = await api.pay(booking.id, 1);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'too_many_receipts',
      message: PAYMENT_MESSAGES.tooManyPayments,
    });
  });

  it('is recorded in the audit trail against the booking', async () => {
    const booking = await newBooking();
    await api.schedule(booking.id);
    await api.pay(booking.id, 1000);
    const entries = await server.db
      .select({ operation: auditEntries.operation, before: auditEntries.before })
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'booking'), eq(auditEntries.entityId, booking.id)));
    expect(entries.map((e) => e.operation)).toEqual([
      'createBooking',
      'setPaymentSchedule',
      'recordPayment',
    ]);
    expect(entries[2]!.before).toMatchObject({ totals: { received: 0 } });
  });
});

describe('reversing a payment', () => {
  it('keeps the receipt, marked, and no longer counts it', async () => {
    const booking = await newBooking();
    await api.schedule(booking.id);
    const first = (await api.pay(booking.id, 150000)).body;
    const second = (await api.pay(booking.id, 50000, { receivedOn: '2026-11-21' })).body;
    const res = await api.reverse(first.id, '  Cheque bounced at the bank  ');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: first.id,
      receiptNumber: first.receiptNumber,
      amount: 150000,
      allocations: [],
      reversal: {
        reversedAt: '2026-11-22T06:30:00.000Z',
        reversedByName: 'Plotline Admin',
        reason: 'Cheque bounced at the bank',
      },
    });
    const { body } = await api.payments(booking.id);
    expect(body.receipts).toHaveLength(2);
    expect(body.totals).toMatchObject({ received: 50000, outstanding: 550000, overdue: 50000 });
    const [token] = body.schedule.instalments;
    expect([token.paidAmount, token.state]).toEqual([50000, 'Overdue']);
    expect(body.receipts.find((r: { id: number }) => r.id === second.id).allocations).toEqual([
      { instalmentId: token.id, label: 'Token amount', amount: 50000 },
    ]);
  });

  it('is refused a second time, and without a reason', async () => {
    const booking = await newBooking();
    await api.schedule(booking.id);
    const receipt = (await api.pay(booking.id, 1000)).body;
    const short = await api.reverse(receipt.id, 'oops');
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual({ reason: PAYMENT_MESSAGES.reasonTooShort });
    expect((await api.reverse(receipt.id)).status).toBe(200);
    const again = await api.reverse(receipt.id);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      code: 'already_reversed',
      message: PAYMENT_MESSAGES.alreadyReversed,
    });
    expect((await api.reverse(999999)).status).toBe(404);
  });
});

describe('a cancelled booking', () => {
  it('stops its instalments being collected, and takes no schedule or payment', async () => {
    const booking = await newBooking();
    await api.schedule(booking.id);
    const receipt = (await api.pay(booking.id, 1000)).body;
    const cancelled = await api.changeStatus(booking.id, 'Cancelled', {
      remark: 'Buyer withdrew',
      cancellationReason: 'Loan not sanctioned',
    });
    expect(cancelled.status).toBe(200);
    const live = await server.db
      .select({ isLive: instalments.isLive })
      .from(instalments)
      .where(eq(instalments.bookingId, booking.id));
    expect(live.map((row) => row.isLive)).toEqual([false, false, false]);
    const pay = await api.pay(booking.id, 1000);
    expect(pay.status).toBe(409);
    expect(pay.body).toEqual({
      code: 'booking_cancelled',
      message: PAYMENT_MESSAGES.bookingCancelled,
    });
    const schedule = await api.call('PUT', `/bookings/${booking.id}/payment-schedule`, {
      saleValue: 600000,
      instalments: THREE_INSTALMENTS,
      version: 1,
    });
    expect(schedule.status).toBe(409);
    expect(schedule.body).toEqual({
      code: 'booking_cancelled',
      message: PAYMENT_MESSAGES.cancelledSchedule,
    });
    // A cheque that bounces after the cancellation can still be set right.
    expect((await api.reverse(receipt.id)).status).toBe(200);
  });

  it('cancelled through the edit form stops its instalments too', async () => {
    const booking = await newBooking();
    await api.schedule(booking.id);
    const current = (await api.call('GET', `/bookings/${booking.id}`)).body;
    const {
      id,
      bookingNumber,
      createdAt,
      updatedAt,
      projectName,
      plotNumber,
      channelPartnerName,
      createdBy,
      updatedBy,
      ...form
    } = current;
    void [
      id,
      bookingNumber,
      createdAt,
      updatedAt,
      projectName,
      plotNumber,
      channelPartnerName,
      createdBy,
      updatedBy,
    ];
    const res = await api.call('PUT', `/bookings/${booking.id}`, {
      ...form,
      bookingStatus: 'Cancelled',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const live = await server.db
      .select({ isLive: instalments.isLive })
      .from(instalments)
      .where(eq(instalments.bookingId, booking.id));
    expect(live.every((row) => !row.isLive)).toBe(true);
  });
});

describe('deleting a booking', () => {
  it('is refused once it has payments, and takes its schedule with it before', async () => {
    const scheduled = await newBooking();
    await api.schedule(scheduled.id);
    expect((await api.call('DELETE', `/bookings/${scheduled.id}`)).status).toBe(204);
    const [left] = await server.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(instalments)
      .where(eq(instalments.bookingId, scheduled.id));
    expect(left!.n).toBe(0);
    const paid = await newBooking();
    await api.schedule(paid.id);
    await api.pay(paid.id, 1000);
    const res = await api.call('DELETE', `/bookings/${paid.id}`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'in_use',
      message: 'Booking has payments; cancel it instead',
    });
  });
});

describe('the receipt as PDF', () => {
  const download = (receiptId: number, headers = admin) =>
    server.app.inject({ method: 'GET', url: `/api/receipts/${receiptId}/pdf`, headers });

  it('says everything the receipt does, the amount in figures and words', async () => {
    const booking = await newBooking('Kavita (Kavi) Sharma');
    await api.schedule(booking.id);
    const receipt = (
      await api.pay(booking.id, 150000.5, { mode: 'BankTransfer', reference: 'NEFT\\0042' })
    ).body;
    const res = await download(receipt.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${receipt.receiptNumber}.pdf"`,
    );
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 8).toString()).toBe('%PDF-1.4');
    const texts = pdfTexts(pdf);
    for (const expected of [
      'Payment Receipt',
      receipt.receiptNumber,
      '20/11/2026',
      booking.bookingNumber,
      'Green Valley',
      'Kavita (Kavi) Sharma',
      'Rs. 1,50,000.50',
      'Bank transfer',
      'Transaction ID',
      'NEFT\\0042',
      'Token amount',
      'Rs. 1,00,000.00',
      '40% in 60 days',
      'Rs. 50,000.50',
    ]) {
      expect(texts, expected).toContain(expected);
    }
    expect(texts.join(' ')).toContain('Rupees One Lakh Fifty Thousand and Fifty Paise Only');
    expect(texts).not.toContain('REVERSED');
  });

  it('says REVERSED and why once it is', async () => {
    const booking = await newBooking();
    await api.schedule(booking.id);
    const receipt = (await api.pay(booking.id, 1000)).body;
    await api.reverse(receipt.id, 'Entered against the wrong booking');
    const texts = pdfTexts((await download(receipt.id)).rawPayload);
    expect(texts).toContain('REVERSED');
    expect(texts.join(' ')).toContain('Entered against the wrong booking');
  });

  it('goes on to a second page for a payment that paid many instalments', async () => {
    const booking = await newBooking();
    const monthly = Array.from({ length: 60 }, (_, i) => ({
      label: `Instalment ${i + 1} of the monthly plan for plot and amenities`,
      dueDate: `20${27 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-05`,
      amount: 100,
    }));
    await api.schedule(booking.id, monthly);
    const receipt = (await api.pay(booking.id, 6000, { remarks: 'Paid up front' })).body;
    expect(receipt.allocations).toHaveLength(60);
    const pdf = (await download(receipt.id)).rawPayload;
    expect(pdfPageCount(pdf)).toBe(2);
    const texts = pdfTexts(pdf);
    for (const { label } of monthly) expect(texts).toContain(label);
    expect(texts).toContain(`${receipt.receiptNumber} (continued)`);
  });

  it('answers 404 for a receipt that does not exist', async () => {
    const res = await server.request({
      method: 'GET',
      url: '/api/receipts/999999/pdf',
      headers: admin,
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: 'Receipt not found' });
  });
});

describe('who may', () => {
  it('let a Manager see payments and receipts but not record or reverse them', async () => {
    const booking = await newBooking();
    await api.schedule(booking.id);
    const receipt = (await api.pay(booking.id, 1000)).body;
    const manager = (await server.userWith(['payments.view', 'commissions.view', 'bookings.view']))
      .headers;
    expect(
      (await api.call('GET', `/bookings/${booking.id}/payments`, undefined, manager)).status,
    ).toBe(200);
    expect((await download(receipt.id, manager)).statusCode).toBe(200);
    const pay = await api.pay(booking.id, 1000, {}, manager);
    expect(pay.status).toBe(403);
    expect(pay.body.message).toBe('You need the payments.create permission to do this');
    const reverse = await api.call(
      'POST',
      `/receipts/${receipt.id}/reversal`,
      { reason: 'Not mine to reverse' },
      manager,
    );
    expect(reverse.status).toBe(403);
    const schedule = await api.call(
      'PUT',
      `/bookings/${booking.id}/payment-schedule`,
      { saleValue: 1, instalments: [{ label: 'x', dueDate: '2026-12-01', amount: 1 }], version: 1 },
      manager,
    );
    expect(schedule.status).toBe(403);
  });

  function download(receiptId: number, headers: Record<string, string>) {
    return server.app.inject({ method: 'GET', url: `/api/receipts/${receiptId}/pdf`, headers });
  }
});
