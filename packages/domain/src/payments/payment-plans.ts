/**
 * Ready-made payment plans (docs/payments.md "Payment schedule"): a schedule drafted from the
 * booking's token, booking amount and dates, which staff may then edit row by row.
 */
import { addDays, type CalendarDate } from '../calendar-date';
import { toPaisa, toRupees, type Paisa } from './money';

/** When a plan's share falls due, counted from the booking. */
export type PlanDue =
  { kind: 'booking' } | { kind: 'days-after-booking'; days: number } | { kind: 'registry' };

export type PlanStep = { percent: number; due: PlanDue };

export const PAYMENT_PLANS = [
  {
    id: '30-40-30',
    label: '30% at booking, 40% in 60 days, 30% at registry',
    steps: [
      { percent: 30, due: { kind: 'booking' } },
      { percent: 40, due: { kind: 'days-after-booking', days: 60 } },
      { percent: 30, due: { kind: 'registry' } },
    ],
  },
  {
    id: '50-50',
    label: '50% in 30 days, 50% at registry',
    steps: [
      { percent: 50, due: { kind: 'days-after-booking', days: 30 } },
      { percent: 50, due: { kind: 'registry' } },
    ],
  },
  {
    id: 'full-at-registry',
    label: '100% at registry',
    steps: [{ percent: 100, due: { kind: 'registry' } }],
  },
] as const satisfies readonly { id: string; label: string; steps: readonly PlanStep[] }[];

export type PaymentPlan = (typeof PAYMENT_PLANS)[number];
export type PaymentPlanId = PaymentPlan['id'];

/** One row of a schedule being drafted or edited; the amount in rupees. */
export type InstalmentDraft = { label: string; dueDate: CalendarDate; amount: number };

export const TOKEN_INSTALMENT_LABEL = 'Token amount';
export const BOOKING_INSTALMENT_LABEL = 'Booking amount';

export function isPaymentPlanId(value: unknown): value is PaymentPlanId {
  return PAYMENT_PLANS.some((plan) => plan.id === value);
}

/** '30% at booking', '40% in 60 days', '30% at registry'. */
export function planStepLabel(step: PlanStep): string {
  const { due } = step;
  if (due.kind === 'booking') return `${step.percent}% at booking`;
  if (due.kind === 'registry') return `${step.percent}% at registry`;
  return `${step.percent}% in ${due.days} days`;
}

export type PlanBooking = {
  planId: PaymentPlanId;
  saleValue: number;
  tokenAmount: number | null;
  /** The token falls due on its date, or on the booking date when it has none. */
  tokenDate: CalendarDate | null;
  bookingAmount: number | null;
  bookingDate: CalendarDate;
  registryDate: CalendarDate;
};

function dueDateOf(due: PlanDue, booking: PlanBooking): CalendarDate {
  if (due.kind === 'booking') return booking.bookingDate;
  if (due.kind === 'registry') return booking.registryDate;
  return addDays(booking.bookingDate, due.days);
}

/**
 * Each share is rounded down to the paisa and the last takes what is left, so the rows always
 * add up to the sale value exactly. A share that comes to nothing is left out, since an
 * instalment must be over 0.
 */
function splitByPercent(rest: Paisa, steps: readonly PlanStep[]): Paisa[] {
  let left = rest;
  return steps.map((step, index) => {
    const share = index === steps.length - 1 ? left : Math.floor((rest * step.percent) / 100);
    left -= share;
    return share;
  });
}

/**
 * The token and booking amounts first, when over 0, then the rest of the sale value by the plan.
 * When those two already pass the sale value, only they are drafted: the schedule's validation
 * then says by how much the totals differ, which helps staff more than an error here.
 */
export function scheduleFromPlan(booking: PlanBooking): InstalmentDraft[] {
  const plan = PAYMENT_PLANS.find(({ id }) => id === booking.planId);
  if (!plan) throw new RangeError(`No payment plan ${booking.planId}`);
  const upfront: { label: string; dueDate: CalendarDate; paise: Paisa }[] = [];
  const token = toPaisa(booking.tokenAmount ?? 0);
  if (token > 0) {
    upfront.push({
      label: TOKEN_INSTALMENT_LABEL,
      dueDate: booking.tokenDate ?? booking.bookingDate,
      paise: token,
    });
  }
  const bookingPaise = toPaisa(booking.bookingAmount ?? 0);
  if (bookingPaise > 0) {
    upfront.push({
      label: BOOKING_INSTALMENT_LABEL,
      dueDate: booking.bookingDate,
      paise: bookingPaise,
    });
  }
  const rest = toPaisa(booking.saleValue) - token - bookingPaise;
  const shares = rest > 0 ? splitByPercent(rest, plan.steps) : [];
  const planned = plan.steps.map((step, index) => ({
    label: planStepLabel(step),
    dueDate: dueDateOf(step.due, booking),
    paise: shares[index] ?? 0,
  }));
  return [...upfront, ...planned]
    .filter(({ paise }) => paise > 0)
    .map(({ label, dueDate, paise }) => ({ label, dueDate, amount: toRupees(paise) }));
}
