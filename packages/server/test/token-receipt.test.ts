/**
 * A new booking's token taken as received (docs/payments.md "The token as received"): created
 * with `tokenPayment`, the booking gets its schedule and the token its receipt in the booking's
 * own transaction; any refusal, the permission's included, creates nothing.
 * Runs on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { PAYMENT_MESSAGES } from '@plotline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, channelPartners, paymentSchedules, receipts } from '../src/db/schema';
import {
  insertChannelPartner,
  insertPlot,
  insertProject,
  plotStatus,
  registryDoneDirectSaleBody,
  tokenBookingBody,
} from './support/sales-fixtures';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let admin: { authorization: string };
let projectId: number;
let partnerId: number;
let plots = 0;

beforeAll(async () => {
  // The business's today is 2026-11-22 in India.
  server = await startTestServer({ now: new Date('2026-11-22T06:30:00Z') });
  admin = await server.admin();
  projectId = await insertProject(server.db, 'Green Valley');
  partnerId = await insertChannelPartner(server.db, 'Ravi Kumar');
  await server.db
    .update(channelPartners)
    .set({ commissionRate: 2 })
    .where(eq(channelPartners.id, partnerId));
});
afterAll(() => server.close());

const CHEQUE = { mode: 'Cheque', reference: 'CHQ-004521' } as const;

/** A Token booking of a new 1,200 sq ft plot at ₹12,000 per sq. yd.: ₹16,00,000. */
async function tokenBooking(overrides: object = {}) {
  const plotId = await insertPlot(server.db, projectId, `TOK-${++plots}`);
  const body = {
    ...tokenBookingBody({ projectId, plotId, channelPartnerId: partnerId }),
    tokenPayment: CHEQUE,
    ...overrides,
  };
  return { plotId, body };
}

const create = (body: object, headers: Record<string, string> = admin) =>
  server.request({ method: 'POST', url: '/api/bookings', headers, payload: body });

/** Whether the plot is as untouched as before: Available, with no booking and no receipt. */
async function expectNothingCreated(plotId: number) {
  expect(await plotStatus(server.db, plotId)).toBe('Available');
  const made = await server.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.plotId, plotId));
  expect(made).toEqual([]);
}

describe('a booking created with its token as received', () => {
  it('gets its schedule and the token its receipt', async () => {
    const { body } = await tokenBooking();
    const res = await create(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const payments = await server.request({
      method: 'GET',
      url: `/api/bookings/${res.body.id}/payments`,
      headers: admin,
    });
    expect(payments.status).toBe(200);
    const {
      schedule,
      receipts: [receipt, ...others],
      totals,
    } = payments.body;
    expect(schedule.saleValue).toBe(1_600_000);
    expect(
      schedule.instalments.map((i: { label: string; dueDate: string; amount: number }) => [
        i.label,
        i.dueDate,
        i.amount,
      ]),
    ).toEqual([
      ['Token amount', '2026-11-02', 51_000],
      ['Booking amount', '2026-11-02', 500_000],
      ['100% at registry', '2026-12-02', 1_049_000],
    ]);
    expect(others).toEqual([]);
    expect(receipt).toMatchObject({
      receiptNumber: expect.stringMatching(/^RC-\d{6}$/),
      receivedOn: '2026-11-02',
      amount: 51_000,
      mode: 'Cheque',
      reference: 'CHQ-004521',
      remarks: null,
      // The partner's 2% of the token, as any receipt earns.
      commissionAmount: 1020,
      reversal: null,
      allocations: [
        { instalmentId: schedule.instalments[0].id, label: 'Token amount', amount: 51_000 },
      ],
    });
    expect(totals).toMatchObject({ saleValue: 1_600_000, received: 51_000 });
  });

  it('takes cash without a reference', async () => {
    const { body } = await tokenBooking({ tokenPayment: { mode: 'Cash' } });
    const res = await create(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [receipt] = await server.db
      .select({ mode: receipts.mode, reference: receipts.reference })
      .from(receipts)
      .where(eq(receipts.bookingId, res.body.id));
    expect(receipt).toEqual({ mode: 'Cash', reference: null });
  });

  it('sets no schedule without tokenPayment', async () => {
    const { body } = await tokenBooking({ tokenPayment: undefined });
    const res = await create(body);
    expect(res.status).toBe(201);
    const schedules = await server.db
      .select()
      .from(paymentSchedules)
      .where(eq(paymentSchedules.bookingId, res.body.id));
    expect(schedules).toEqual([]);
  });
});

describe('a refused token payment creates nothing', () => {
  it.each([
    [
      'a cheque without its number',
      { tokenPayment: { mode: 'Cheque', reference: ' ' } },
      { tokenPaymentReference: PAYMENT_MESSAGES.referenceRequired('Cheque') },
    ],
    [
      'a token dated after today',
      {
        tokenDate: '2026-11-23',
        bookingDate: '2026-11-23',
        registryDate: '2026-12-23',
      },
      { tokenDate: PAYMENT_MESSAGES.futureDate },
    ],
    [
      'a token and booking amount past the sale value',
      { bookingAmount: 1_549_000.01 },
      { bookingAmount: PAYMENT_MESSAGES.upfrontAboveSaleValue(1_600_000) },
    ],
  ])('%s answers 400 in the form’s field names', async (_case, overrides, errors) => {
    const { plotId, body } = await tokenBooking(overrides);
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'validation_failed',
      message: Object.values(errors)[0],
      errors,
    });
    await expectNothingCreated(plotId);
  });

  it('answers 400 for a Registry Done booking, which has no token', async () => {
    const plotId = await insertPlot(server.db, projectId, `TOK-${++plots}`);
    const body = { ...registryDoneDirectSaleBody({ projectId, plotId }), tokenPayment: CHEQUE };
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ tokenPayment: PAYMENT_MESSAGES.noTokenToRecord });
    await expectNothingCreated(plotId);
  });

  it('answers 403 to a caller who may book but not record payments', async () => {
    const seller = await server.userWith(['bookings.create']);
    const { plotId, body } = await tokenBooking();
    const res = await create(body, seller.headers);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: 'forbidden',
      message: PAYMENT_MESSAGES.tokenPaymentNotPermitted('payments.create'),
    });
    await expectNothingCreated(plotId);
    // The same booking without its token is theirs to make.
    expect((await create({ ...body, tokenPayment: undefined }, seller.headers)).status).toBe(201);
  });

  it('is refused on an edit, whose payments the Payments section records', async () => {
    const { body } = await tokenBooking({ tokenPayment: undefined });
    const created = await create(body);
    const res = await server.request({
      method: 'PUT',
      url: `/api/bookings/${created.body.id}`,
      headers: admin,
      payload: { ...body, version: 1, tokenPayment: CHEQUE },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ tokenPayment: PAYMENT_MESSAGES.tokenPaymentOnCreateOnly });
  });
});
