/**
 * The demo's payment schedules, receipts and commission payouts, saved as the server saves them:
 * receipts numbered from the receipt_numbers sequence in the order they were received, each
 * carrying its partner's commission rate and commission; each instalment's paid amount and each
 * schedule's received amount what the domain's allocatePayments makes of the payments not
 * reversed, as reallocation.ts keeps them; payouts numbered from payout_numbers, none more than
 * the partner's balance of the day.
 */
import {
  addDays,
  allocatePayments,
  commissionOn,
  commissionState,
  payoutNumber,
  receiptNumber,
  sumRupees,
  toPaisa,
  toRupees,
  type BookingStatus,
  type CalendarDate,
  type PaymentMode,
} from '@plotline/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { commissionPayouts, instalments, paymentSchedules, receipts } from '../../db/schema';
import { commissionRateOf } from '../../routes/payments/payment-queries';
import { demoReceipt, demoSchedule, notBefore, referenceFor, type DemoReceipt } from './payments';
import type { Random } from './random';
import { insertInBatches, type SeededBooking } from './seed-sales';
import type { PlannedPlot } from './seed-plots';
import { dayBetween, earlier, later, sometimeOn } from './timeline';

/** How many cheques came back unpaid, each paid again by bank transfer. */
const RETURNED_CHEQUES = 2;
const RETURNED_CHEQUE_REASON = 'Cheque returned unpaid';
/** A partner with commission to pay who has been paid some of it. */
const PAID_PARTNER_SHARE = 0.6;

/** The start of a calendar day in India. */
function startOf(day: CalendarDate): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

/**
 * A couple of cheques, received a few weeks ago or more, came back unpaid a few days later: the
 * receipt is reversed and the buyer paid the same amount again by bank transfer.
 */
function returnCheques(
  random: Random,
  receiptsOfAll: DemoReceipt[],
  today: CalendarDate,
): DemoReceipt[] {
  const lastEligible = addDays(today, -20);
  const candidates = receiptsOfAll.filter(
    (r) =>
      r.mode === 'Cheque' &&
      r.receivedOn <= lastEligible &&
      r.createdAt.getTime() < startOf(addDays(today, -12)).getTime(),
  );
  const replacements: DemoReceipt[] = [];
  for (let i = 0; i < RETURNED_CHEQUES && candidates.length > 0; i++) {
    const [cheque] = candidates.splice(random.int(0, candidates.length - 1), 1);
    if (!cheque) break;
    const returnedOn = addDays(cheque.receivedOn, random.int(3, 7));
    const reversedAt = notBefore(sometimeOn(random, returnedOn), cheque.createdAt, 60);
    cheque.reversal = { reversedAt, reason: RETURNED_CHEQUE_REASON };
    const paidAgainOn = addDays(returnedOn, random.int(1, 4));
    const again = demoReceipt(random, cheque.bookingId, cheque.amount, paidAgainOn, reversedAt);
    const mode: PaymentMode = 'BankTransfer';
    replacements.push({
      ...again,
      mode,
      reference: referenceFor(random, mode, again.amount, paidAgainOn),
      remarks: `Paid again for cheque ${cheque.reference ?? ''} returned unpaid`,
    });
  }
  return replacements;
}

/**
 * Takes the next numbers of a sequence, as the server takes one for each receipt or payout, so
 * the demo's numbers follow the same rule and later ones carry on after them.
 */
async function reserveNumbers(
  tx: Executor,
  sequence: 'receipt_numbers' | 'payout_numbers',
  count: number,
): Promise<number[]> {
  if (count === 0) return [];
  const rows = await tx
    .select({ value: sql<number>`nextval(${sequence})::int` })
    .from(sql`generate_series(1, ${count}::int)`);
  return rows.map((row) => row.value).sort((a, b) => a - b);
}

/** Whether the database has the payments tables: one the first migration made has not. */
async function holdsPayments(tx: Executor): Promise<boolean> {
  const [found] = await tx
    .select({ name: sql<string | null>`to_regclass('receipts')::text` })
    .from(sql`(values (1)) as probe`);
  return Boolean(found?.name);
}

type NumberedReceipt = DemoReceipt & {
  sequenceNumber: number;
  channelPartnerId: number | null;
  commissionRate: number;
  commissionAmount: number;
};

type NewPayout = {
  channelPartnerId: number;
  paidOn: CalendarDate;
  amount: number;
  mode: PaymentMode;
  reference: string | null;
  remarks: string | null;
  createdAt: Date;
};

/** The amount rounded down to whole hundreds of rupees. */
function hundredsOf(rupees: number): number {
  return toRupees(Math.floor(toPaisa(rupees) / 10_000) * 10_000);
}

/**
 * Some partners were paid part of their commission, once or twice. Each payout is at most what
 * the partner had earned by its day (payable: on bookings at Booking or Registry Done, payments
 * not reversed) less what was paid before it, so none passes the balance.
 */
function payoutsOf(
  random: Random,
  numbered: readonly NumberedReceipt[],
  statusOf: ReadonlyMap<number, BookingStatus>,
  today: CalendarDate,
): NewPayout[] {
  const payable = numbered.filter(
    (r) =>
      r.channelPartnerId !== null &&
      r.reversal === null &&
      commissionState(statusOf.get(r.bookingId) ?? 'Cancelled') === 'Payable',
  );
  const partnerIds = [...new Set(payable.map((r) => r.channelPartnerId as number))].sort(
    (a, b) => a - b,
  );
  const earnedBy = (partnerId: number, day: CalendarDate) =>
    sumRupees(
      payable
        .filter((r) => r.channelPartnerId === partnerId && r.receivedOn < day)
        .map((r) => r.commissionAmount),
    );
  const payouts: NewPayout[] = [];
  for (const partnerId of partnerIds) {
    if (!random.chance(PAID_PARTNER_SHARE)) continue;
    const firstEarned = payable.find((r) => r.channelPartnerId === partnerId)?.receivedOn;
    if (!firstEarned) continue;
    let paid = 0;
    let from = later(addDays(firstEarned, 7), addDays(today, -120));
    const count = random.weighted([
      [1, 3],
      [2, 2],
    ]);
    for (let i = 0; i < count && from <= addDays(today, -1); i++) {
      const paidOn = dayBetween(random, from, earlier(addDays(from, 60), addDays(today, -1)));
      const balance = toRupees(toPaisa(earnedBy(partnerId, paidOn)) - toPaisa(paid));
      const amount = hundredsOf(balance * (0.5 + random.next() * 0.5));
      if (amount <= 0) break;
      const mode =
        amount <= 1_00_000 && random.chance(0.3)
          ? 'UPI'
          : random.weighted<PaymentMode>([
              ['BankTransfer', 4],
              ['Cheque', 1],
            ]);
      payouts.push({
        channelPartnerId: partnerId,
        paidOn,
        amount,
        mode,
        reference: referenceFor(random, mode, amount, paidOn),
        remarks: random.chance(0.5) ? 'Commission on confirmed bookings' : null,
        createdAt: sometimeOn(random, paidOn),
      });
      paid = toRupees(toPaisa(paid) + toPaisa(amount));
      from = addDays(paidOn, 15);
    }
  }
  return payouts.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

export async function seedPayments(
  tx: Executor,
  random: Random,
  adminId: number,
  today: CalendarDate,
  sales: readonly SeededBooking[],
  plots: readonly PlannedPlot[],
): Promise<void> {
  if (!(await holdsPayments(tx))) return;
  const sizeOf = new Map(plots.map(({ plot }) => [plot.id, plot.plotSize]));
  const schedules = sales.flatMap((sale) => {
    const schedule = demoSchedule(random, sale, sizeOf.get(sale.booking.plotId) ?? 0, today);
    return schedule ? [schedule] : [];
  });
  const planned = schedules.flatMap((schedule) => schedule.receipts);
  planned.push(...returnCheques(random, planned, today));

  // Numbered in the order they were received, as they would have been recorded.
  planned.sort(
    (a, b) =>
      (a.receivedOn === b.receivedOn ? 0 : a.receivedOn < b.receivedOn ? -1 : 1) ||
      a.createdAt.getTime() - b.createdAt.getTime() ||
      a.bookingId - b.bookingId,
  );
  const sequence = await reserveNumbers(tx, 'receipt_numbers', planned.length);
  const partnerOf = new Map(schedules.map((s) => [s.bookingId, s.channelPartnerId]));
  const statusOf = new Map<number, BookingStatus>(schedules.map((s) => [s.bookingId, s.status]));
  const rateOf = new Map<number, number>();
  for (const partnerId of new Set(schedules.map((s) => s.channelPartnerId))) {
    if (partnerId !== null) rateOf.set(partnerId, await commissionRateOf(tx, partnerId));
  }
  const numbered: NumberedReceipt[] = planned.map((receipt, i) => {
    const channelPartnerId = partnerOf.get(receipt.bookingId) ?? null;
    const commissionRate = channelPartnerId === null ? 0 : (rateOf.get(channelPartnerId) ?? 0);
    return {
      ...receipt,
      sequenceNumber: sequence[i] as number,
      channelPartnerId,
      commissionRate,
      commissionAmount: commissionOn(receipt.amount, commissionRate),
    };
  });

  const scheduleRows = schedules.map((schedule) => {
    const own = numbered.filter((r) => r.bookingId === schedule.bookingId);
    // As reallocation.ts keeps them: the payments not reversed, allocated by the domain.
    const allocation = allocatePayments(
      schedule.instalments.map((draft, index) => ({
        ...draft,
        id: index + 1,
        position: index + 1,
      })),
      own.map((r) => ({
        id: r.sequenceNumber,
        receivedOn: r.receivedOn,
        amount: r.amount,
        reversed: r.reversal !== null,
      })),
    );
    if (allocation.unallocated !== 0) {
      throw new Error(`The demo over-paid booking ${schedule.bookingId}`);
    }
    const paidOf = new Map(allocation.instalments.map(({ id, paid }) => [id, paid]));
    return {
      schedule: {
        bookingId: schedule.bookingId,
        saleValue: schedule.saleValue,
        receivedAmount: sumRupees(own.filter((r) => r.reversal === null).map((r) => r.amount)),
        createdBy: adminId,
        updatedBy: adminId,
        createdAt: schedule.createdAt,
        updatedAt: schedule.createdAt,
      },
      instalments: schedule.instalments.map((draft, index) => ({
        bookingId: schedule.bookingId,
        position: index + 1,
        label: draft.label,
        dueDate: draft.dueDate,
        amount: draft.amount,
        paidAmount: paidOf.get(index + 1) ?? 0,
      })),
    };
  });
  await insertInBatches(scheduleRows, (batch) =>
    tx.insert(paymentSchedules).values(batch.map((row) => row.schedule)),
  );
  await insertInBatches(
    scheduleRows.flatMap((row) => row.instalments),
    (batch) => tx.insert(instalments).values(batch),
  );
  await insertInBatches(numbered, (batch) =>
    tx.insert(receipts).values(
      batch.map(({ reversal, ...receipt }) => ({
        sequenceNumber: receipt.sequenceNumber,
        receiptNumber: receiptNumber(receipt.sequenceNumber),
        bookingId: receipt.bookingId,
        receivedOn: receipt.receivedOn,
        amount: receipt.amount,
        mode: receipt.mode,
        reference: receipt.reference,
        remarks: receipt.remarks,
        channelPartnerId: receipt.channelPartnerId,
        commissionRate: receipt.commissionRate,
        commissionAmount: receipt.commissionAmount,
        createdBy: adminId,
        createdAt: receipt.createdAt,
        ...(reversal && {
          reversedAt: reversal.reversedAt,
          reversedBy: adminId,
          reversalReason: reversal.reason,
        }),
      })),
    ),
  );

  const payouts = payoutsOf(random, numbered, statusOf, today);
  const payoutSequence = await reserveNumbers(tx, 'payout_numbers', payouts.length);
  await insertInBatches(
    payouts.map((payout, i) => ({ ...payout, sequenceNumber: payoutSequence[i] as number })),
    (batch) =>
      tx.insert(commissionPayouts).values(
        batch.map((payout) => ({
          ...payout,
          payoutNumber: payoutNumber(payout.sequenceNumber),
          createdBy: adminId,
        })),
      ),
  );
}
