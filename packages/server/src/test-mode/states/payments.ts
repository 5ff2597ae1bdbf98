/**
 * States of cases/payments.ts: booking 1's payment schedule, its receipt, their reversal, and
 * channel partner 1's commission and payout (docs/payments.md). Rows are written as the server
 * keeps them: each instalment's paid amount and the schedule's received amount are worked out by
 * the domain's allocatePayments, as every receipt and reversal does; receipt and payout numbers
 * are written with their places in the sequences, which the setup then moves past them.
 */
import {
  allocatePayments,
  commissionOn,
  payoutNumber,
  receiptNumber,
  sumRupees,
} from '@plotline/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  bookings,
  bookingStatusChanges,
  channelPartners,
  commissionPayouts,
  instalments,
  paymentSchedules,
  receipts,
} from '../../db/schema';
import { ADMIN_ID } from '../baseline';
import type { StateSetups } from '../provider-world';
import { assertNone } from './absence';
import { ensureBookingOne } from './bookings';
import { ensureRaviKumar } from './channel-partners';

const BOOKING_ONE = 1;
const RAVI_KUMAR = 1;
const RAVI_KUMARS_RATE = 2;

/** Booking 1's schedule: its token and booking amounts, then the balance of 14,400,000. */
const BOOKING_ONE_SCHEDULE = {
  saleValue: 14400000,
  instalments: [
    { id: 1, position: 1, label: 'Token amount', dueDate: '2026-11-02', amount: 51000 },
    { id: 2, position: 2, label: 'Booking amount', dueDate: '2026-11-15', amount: 500000 },
    { id: 3, position: 3, label: 'Balance', dueDate: '2026-11-30', amount: 13849000 },
  ],
};

/** Works out again what the booking's payments paid of each instalment, as the server does. */
async function allocateAgain(db: Database, bookingId: number): Promise<void> {
  const scheduled = await db.select().from(instalments).where(eq(instalments.bookingId, bookingId));
  const payments = await db.select().from(receipts).where(eq(receipts.bookingId, bookingId));
  const allocation = allocatePayments(
    scheduled.map(({ id, position, dueDate, amount }) => ({ id, position, dueDate, amount })),
    payments.map(({ id, receivedOn, amount, reversedAt }) => ({
      id,
      receivedOn,
      amount,
      reversed: reversedAt !== null,
    })),
  );
  for (const { id, paid } of allocation.instalments) {
    await db.update(instalments).set({ paidAmount: paid }).where(eq(instalments.id, id));
  }
  const received = sumRupees(payments.filter((p) => p.reversedAt === null).map((p) => p.amount));
  await db
    .update(paymentSchedules)
    .set({ receivedAmount: received })
    .where(eq(paymentSchedules.bookingId, bookingId));
}

async function ensureBookingOneSchedule(db: Database): Promise<void> {
  await ensureBookingOne(db);
  const at = new Date('2026-11-03T09:00:00Z');
  await db
    .insert(paymentSchedules)
    .values({
      bookingId: BOOKING_ONE,
      saleValue: BOOKING_ONE_SCHEDULE.saleValue,
      receivedAmount: 0,
      version: 1,
      createdBy: ADMIN_ID,
      updatedBy: ADMIN_ID,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing();
  await db
    .insert(instalments)
    .values(BOOKING_ONE_SCHEDULE.instalments.map((row) => ({ ...row, bookingId: BOOKING_ONE })))
    .onConflictDoNothing();
}

async function ensureReceiptOne(db: Database): Promise<void> {
  await ensureBookingOneSchedule(db);
  await db
    .update(channelPartners)
    .set({ commissionRate: RAVI_KUMARS_RATE })
    .where(eq(channelPartners.id, RAVI_KUMAR));
  await db
    .insert(receipts)
    .values({
      id: 1,
      sequenceNumber: 1,
      receiptNumber: receiptNumber(1),
      bookingId: BOOKING_ONE,
      receivedOn: '2026-11-02',
      amount: 51000,
      mode: 'Cheque',
      reference: '004512',
      remarks: 'Token cheque',
      channelPartnerId: RAVI_KUMAR,
      commissionRate: RAVI_KUMARS_RATE,
      commissionAmount: commissionOn(51000, RAVI_KUMARS_RATE),
      createdBy: ADMIN_ID,
      createdAt: new Date('2026-11-02T11:00:00Z'),
    })
    .onConflictDoNothing();
  await allocateAgain(db, BOOKING_ONE);
}

async function ensurePayoutOne(db: Database): Promise<void> {
  await ensureRaviKumar(db);
  await db
    .insert(commissionPayouts)
    .values({
      id: 1,
      sequenceNumber: 1,
      payoutNumber: payoutNumber(1),
      channelPartnerId: RAVI_KUMAR,
      paidOn: '2026-11-20',
      amount: 1000,
      mode: 'Cash',
      reference: null,
      remarks: 'Paid at the Jaipur office',
      createdBy: ADMIN_ID,
      createdAt: new Date('2026-11-20T12:00:00Z'),
    })
    .onConflictDoNothing();
}

const needs = (what: string) => new Error(`The state needs ${what} from an earlier state`);

export const paymentsStates: StateSetups = {
  'booking 1 has a payment schedule of 14400000 at version 1: Token amount 51000 due 2026-11-02, Booking amount 500000 due 2026-11-15 and Balance 13849000 due 2026-11-30':
    ({ db }) => ensureBookingOneSchedule(db),

  "booking 1's payment schedule was saved again since it was read, so it is at version 2": async ({
    db,
  }) => {
    const saved = await db
      .update(paymentSchedules)
      .set({ version: 2, updatedAt: new Date('2026-11-21T12:00:00Z') })
      .where(eq(paymentSchedules.bookingId, BOOKING_ONE))
      .returning({ bookingId: paymentSchedules.bookingId });
    if (saved.length === 0) throw needs("booking 1's payment schedule");
  },

  'booking 1 has received 51000 by cheque on 2026-11-02 as receipt 1 (RC-000001), earning channel partner 1 a 2% commission of 1020':
    ({ db }) => ensureReceiptOne(db),

  'receipt 1 (RC-000001) was reversed by admin because the cheque bounced': async ({ db }) => {
    const reversed = await db
      .update(receipts)
      .set({
        reversedAt: new Date('2026-11-05T10:00:00Z'),
        reversedBy: ADMIN_ID,
        reversalReason: 'Cheque bounced',
      })
      .where(eq(receipts.id, 1))
      .returning({ bookingId: receipts.bookingId });
    if (reversed.length === 0) throw needs('receipt 1');
    await allocateAgain(db, reversed[0]!.bookingId);
  },

  'booking 1 was confirmed to Booking, so its commission is payable': async ({ db }) => {
    const confirmedAt = new Date('2026-11-10T10:00:00Z');
    const confirmed = await db
      .update(bookings)
      .set({
        bookingStatus: 'Booking',
        version: sql`${bookings.version} + 1`,
        updatedBy: ADMIN_ID,
        updatedAt: confirmedAt,
      })
      .where(and(eq(bookings.id, BOOKING_ONE), eq(bookings.bookingStatus, 'Token')))
      .returning({ id: bookings.id });
    if (confirmed.length === 0) throw needs('booking 1 in Token');
    await db.insert(bookingStatusChanges).values({
      bookingId: BOOKING_ONE,
      fromStatus: 'Token',
      toStatus: 'Booking',
      remark: 'Booking amount received',
      changedBy: ADMIN_ID,
      changedAt: confirmedAt,
    });
  },

  'channel partner 1 (Ravi Kumar) was paid 1000 of commission in cash on 2026-11-20 as payout 1 (CP-000001)':
    ({ db }) => ensurePayoutOne(db),

  'payout 1 (CP-000001) was reversed by admin because it was paid twice': async ({ db }) => {
    const reversed = await db
      .update(commissionPayouts)
      .set({
        reversedAt: new Date('2026-11-21T09:00:00Z'),
        reversedBy: ADMIN_ID,
        reversalReason: 'Paid twice by mistake',
      })
      .where(eq(commissionPayouts.id, 1))
      .returning({ id: commissionPayouts.id });
    if (reversed.length === 0) throw needs('payout 1');
  },

  'no receipt has id 999': ({ db }) =>
    assertNone(db, receipts, eq(receipts.id, 999), 'no receipt 999'),

  'no commission payout has id 999': ({ db }) =>
    assertNone(db, commissionPayouts, eq(commissionPayouts.id, 999), 'no commission payout 999'),
};
