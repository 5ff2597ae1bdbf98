/**
 * The demo's payments (docs/payments.md): a booking's schedule drafted from one of the domain's
 * plans, and the payments its buyer made against it. Registered bookings are paid in full; a
 * confirmed booking has paid what fell due some time ago, a few of them short or behind; a
 * Token booking has paid its token, or not yet. Numbers, commissions and what each payment paid
 * of which instalment are worked out once every booking's payments are known (seed-payments.ts).
 */
import {
  addDays,
  daysBetween,
  PAYMENT_PLANS,
  planStepLabel,
  scheduleFromPlan,
  DEFAULT_SIZE_UNIT,
  suggestedSaleValue,
  TOKEN_INSTALMENT_LABEL,
  BOOKING_INSTALMENT_LABEL,
  toPaisa,
  toRupees,
  validatePaymentSchedule,
  type BookingStatus,
  type CalendarDate,
  type InstalmentDraft,
  type PaymentMode,
  type PaymentPlanId,
} from '@plotline/domain';
import type { Random } from './random';
import type { DemoBookingStatus } from './sales';
import type { SeededBooking } from './seed-sales';
import { earlier, later, sometimeOn } from './timeline';

/** How often each plan is chosen. */
const PLANS: readonly (readonly [PaymentPlanId, number])[] = [
  ['30-40-30', 4],
  ['50-50', 3],
  ['full-at-registry', 2],
];

/** The share of bookings that may have a schedule and have one. */
const SCHEDULED_SHARE = 0.85;
/** A Token booking whose token is recorded. */
const TOKEN_PAID_SHARE = 0.85;
/** A payment this large (rupees) is sometimes made in two parts. */
const SPLIT_ABOVE = 5_00_000;

const BANKS = [
  ['SBIN', 'State Bank of India'],
  ['HDFC', 'HDFC Bank'],
  ['ICIC', 'ICICI Bank'],
  ['UTIB', 'Axis Bank'],
  ['PUNB', 'Punjab National Bank'],
] as const;

/** How a confirmed booking's buyer has kept up with the schedule. */
type Standing = 'onTrack' | 'ahead' | 'short' | 'behind';
const STANDINGS: readonly (readonly [Standing, number])[] = [
  ['onTrack', 5],
  ['ahead', 3],
  ['short', 2],
  ['behind', 2],
];

export type DemoReceipt = {
  bookingId: number;
  receivedOn: CalendarDate;
  amount: number;
  mode: PaymentMode;
  reference: string | null;
  remarks: string | null;
  createdAt: Date;
  reversal: { reversedAt: Date; reason: string } | null;
};

export type DemoSchedule = {
  bookingId: number;
  status: BookingStatus;
  channelPartnerId: number | null;
  saleValue: number;
  createdAt: Date;
  /** In the order the plan drafts them: their positions. */
  instalments: InstalmentDraft[];
  receipts: DemoReceipt[];
};

/** A payment to make: what, and the earliest day it is made. */
type Intent = { amount: number; on: CalendarDate };

/** The amount rounded down to whole thousands of rupees. */
function thousandsOf(rupees: number): number {
  return toRupees(Math.floor(toPaisa(rupees) / 1_00_000) * 1_00_000);
}

/** Part of the amount, in whole thousands, over 0 and short of the whole; null when none is. */
function partOf(random: Random, amount: number): number | null {
  const part = thousandsOf(amount * (0.3 + random.next() * 0.4));
  return part > 0 && toPaisa(part) < toPaisa(amount) ? part : null;
}

function minus(a: number, b: number): number {
  return toRupees(toPaisa(a) - toPaisa(b));
}

/** The labels of the plan's shares due at the registry, which a confirmed buyer pays then. */
function registryLabels(planId: PaymentPlanId): Set<string> {
  const plan = PAYMENT_PLANS.find(({ id }) => id === planId);
  return new Set(
    (plan?.steps ?? []).filter((step) => step.due.kind === 'registry').map(planStepLabel),
  );
}

function isUpfront(draft: InstalmentDraft): boolean {
  return draft.label === TOKEN_INSTALMENT_LABEL || draft.label === BOOKING_INSTALMENT_LABEL;
}

function lateness(random: Random): number {
  return random.weighted([
    [0, 4],
    [random.int(1, 5), 4],
    [random.int(6, 15), 2],
  ]);
}

/** The day the booking's history says it reached the status, if it did. */
function reachedOn(sale: SeededBooking, status: DemoBookingStatus): CalendarDate | null {
  const change = sale.history.find((c) => c.toStatus === status);
  if (!change) return null;
  if (status === 'RegistryDone' && change.actualRegistryDate) return change.actualRegistryDate;
  return calendarDayOf(change.changedAt);
}

/** The calendar day in India of an instant. */
function calendarDayOf(at: Date): CalendarDate {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10) as CalendarDate;
}

/**
 * What the buyer paid, instalment by instalment in due order: each amount and the day it was
 * due to be paid (a token on its date, a booking amount when the booking was confirmed).
 */
function intentsOf(
  random: Random,
  sale: SeededBooking,
  dueOrder: readonly InstalmentDraft[],
  planId: PaymentPlanId,
  today: CalendarDate,
): Intent[] {
  const { bookingStatus: status } = sale.booking;
  const confirmedOn = reachedOn(sale, 'Booking');
  const dayFor = (draft: InstalmentDraft): CalendarDate => {
    if (draft.label === TOKEN_INSTALMENT_LABEL) return draft.dueDate;
    if (draft.label === BOOKING_INSTALMENT_LABEL && confirmedOn) return confirmedOn;
    return addDays(draft.dueDate, lateness(random));
  };
  const whole = (draft: InstalmentDraft): Intent => ({ amount: draft.amount, on: dayFor(draft) });

  if (status === 'RegistryDone') return dueOrder.map(whole);
  if (status === 'Token') {
    const token = dueOrder[0];
    return token?.label === TOKEN_INSTALMENT_LABEL && random.chance(TOKEN_PAID_SHARE)
      ? [whole(token)]
      : [];
  }
  // Confirmed: what fell due before today, up to the first share that waits for the registry.
  const atRegistry = registryLabels(planId);
  const dueCount = dueOrder.findIndex(
    (draft) => !isUpfront(draft) && (atRegistry.has(draft.label) || draft.dueDate >= today),
  );
  const paid = dueOrder.slice(0, dueCount === -1 ? dueOrder.length : dueCount);
  const intents = paid.map(whole);
  const standing = random.weighted(STANDINGS);
  const last = paid.at(-1);
  const lastIsShare = last !== undefined && !isUpfront(last);
  if (standing === 'behind' && lastIsShare) return intents.slice(0, -1);
  if (standing === 'short' && lastIsShare) {
    const part = partOf(random, last.amount);
    if (part !== null) return [...intents.slice(0, -1), { amount: part, on: dayFor(last) }];
  }
  const next = dueOrder[paid.length];
  if (standing === 'ahead' && next && next.dueDate >= today) {
    const part = partOf(random, next.amount);
    if (part !== null) {
      return [...intents, { amount: part, on: addDays(today, -random.int(3, 20)) }];
    }
  }
  return intents;
}

function modeFor(random: Random, amount: number): PaymentMode {
  if (amount <= 1_00_000) {
    return random.weighted<PaymentMode>([
      ['UPI', 4],
      ['Cash', 3],
      ['Cheque', 2],
      ['BankTransfer', 1],
    ]);
  }
  if (amount < 2_00_000) {
    // Cash below ₹2 lakh only, as the income-tax rules allow.
    return random.weighted<PaymentMode>([
      ['Cheque', 3],
      ['BankTransfer', 3],
      ['Cash', 2],
    ]);
  }
  return random.weighted<PaymentMode>([
    ['BankTransfer', 5],
    ['Cheque', 4],
  ]);
}

function digits(random: Random, count: number): string {
  return Array.from({ length: count }, () => String(random.int(0, 9))).join('');
}

/** The day of the year, 001 to 366, as transaction ids write it. */
function dayOfYear(date: CalendarDate): string {
  const first = `${date.slice(0, 4)}-01-01` as CalendarDate;
  return String(daysBetween(first, date) + 1).padStart(3, '0');
}

/** A cheque's 6-digit number; an NEFT or RTGS UTR; a UPI payment's 12-digit reference. */
export function referenceFor(
  random: Random,
  mode: PaymentMode,
  amount: number,
  on: CalendarDate,
): string | null {
  switch (mode) {
    case 'Cash':
      return null;
    case 'Cheque':
      return String(random.int(100_000, 999_999));
    case 'BankTransfer': {
      const [code] = random.pick(BANKS);
      return amount >= 2_00_000
        ? `${code}R5${on.replaceAll('-', '')}${digits(random, 8)}`
        : `${code}N${on.slice(2, 4)}${dayOfYear(on)}${digits(random, 6)}`;
    }
    case 'UPI':
      return `${on.slice(3, 4)}${dayOfYear(on)}${digits(random, 8)}`;
  }
}

function remarksFor(random: Random, mode: PaymentMode, amount: number): string | null {
  const [, bank] = random.pick(BANKS);
  if (mode === 'Cash') return random.chance(0.4) ? 'Paid at the site office' : null;
  if (mode === 'Cheque') return random.chance(0.3) ? `Drawn on ${bank}` : null;
  if (mode === 'BankTransfer' && amount >= 10_00_000 && random.chance(0.4)) {
    return `Home loan disbursement, ${bank}`;
  }
  return random.chance(0.1) ? "Paid by the buyer's son" : null;
}

/** The instant, or a few minutes after `floor` when it would come before it. */
export function notBefore(at: Date, floor: Date, minutes: number): Date {
  return at.getTime() > floor.getTime() ? at : new Date(floor.getTime() + minutes * 60_000);
}

export function demoReceipt(
  random: Random,
  bookingId: number,
  amount: number,
  receivedOn: CalendarDate,
  recordedAfter: Date,
): DemoReceipt {
  const mode = modeFor(random, amount);
  return {
    bookingId,
    receivedOn,
    amount,
    mode,
    reference: referenceFor(random, mode, amount, receivedOn),
    remarks: remarksFor(random, mode, amount),
    // Recorded on the day, once the schedule was there to record it against.
    createdAt: notBefore(sometimeOn(random, receivedOn), recordedAfter, 10),
    reversal: null,
  };
}

/**
 * The booking's schedule and payments, or null for a booking left without one: cancelled, with
 * no sale rate, or one of those nobody has scheduled yet.
 */
export function demoSchedule(
  random: Random,
  sale: SeededBooking,
  plotSize: number,
  today: CalendarDate,
): DemoSchedule | null {
  const { booking } = sale;
  if (booking.bookingStatus === 'Cancelled') return null;
  // Demo plots are sized in the default unit (seed-plots.ts).
  const saleValue = suggestedSaleValue(plotSize, DEFAULT_SIZE_UNIT, booking.plotSaleRate ?? null);
  if (saleValue === null || !random.chance(SCHEDULED_SHARE)) return null;
  const planId = random.weighted(PLANS);
  const instalments = scheduleFromPlan({
    planId,
    saleValue,
    tokenAmount: booking.tokenAmount ?? null,
    tokenDate: booking.tokenDate ?? null,
    bookingAmount: booking.bookingAmount ?? null,
    bookingDate: booking.bookingDate,
    registryDate: booking.registryDate,
  });
  const refusal = validatePaymentSchedule({ saleValue, instalments }, { receivedAmount: 0 });
  if (Object.keys(refusal).length > 0) {
    throw new Error(`The demo drafted a schedule the rules refuse: ${JSON.stringify(refusal)}`);
  }
  // Set up on the booking's day or within a few days of it, after the booking was saved.
  const yesterday = addDays(today, -1);
  const setUpOn = earlier(
    addDays(
      booking.bookingDate,
      random.weighted([
        [0, 6],
        [random.int(1, 5), 3],
      ]),
    ),
    yesterday,
  );
  const createdAt = notBefore(sometimeOn(random, setUpOn), booking.createdAt, 20);

  const dueOrder = instalments
    .map((draft, index) => ({ draft, index }))
    .sort((a, b) =>
      a.draft.dueDate === b.draft.dueDate
        ? a.index - b.index
        : a.draft.dueDate < b.draft.dueDate
          ? -1
          : 1,
    )
    .map(({ draft }) => draft);
  // Nothing is received after yesterday, nor after the registry of a registered booking.
  const lastDay =
    booking.bookingStatus === 'RegistryDone'
      ? earlier(reachedOn(sale, 'RegistryDone') ?? yesterday, yesterday)
      : yesterday;
  const receipts: DemoReceipt[] = [];
  let day: CalendarDate = booking.tokenDate ?? booking.bookingDate;
  let recordedAfter = createdAt;
  const receive = (amount: number, on: CalendarDate) => {
    day = earlier(later(day, on), lastDay);
    const receipt = demoReceipt(random, sale.id, amount, day, recordedAfter);
    recordedAfter = receipt.createdAt;
    receipts.push(receipt);
  };
  for (const intent of intentsOf(random, sale, dueOrder, planId, today)) {
    const first =
      intent.amount > SPLIT_ABOVE && random.chance(0.25) ? partOf(random, intent.amount) : null;
    if (first === null) {
      receive(intent.amount, intent.on);
    } else {
      // Paid in two parts a few days apart.
      receive(first, intent.on);
      receive(minus(intent.amount, first), addDays(day, random.int(2, 12)));
    }
  }
  return {
    bookingId: sale.id,
    status: booking.bookingStatus,
    channelPartnerId: booking.channelPartnerId ?? null,
    saleValue,
    createdAt,
    instalments,
    receipts,
  };
}
