/**
 * How far an instalment, and a whole schedule, has been paid (docs/payments.md "Receipts"):
 * 'Paid', 'Part paid', 'Overdue' or 'Due', and the booking's totals.
 */
import type { CalendarDate } from '../calendar-date';
import { sumPaisa, toPaisa, toRupees } from './money';

export const INSTALMENT_STATES = ['Paid', 'PartPaid', 'Due', 'Overdue'] as const;
export type InstalmentState = (typeof INSTALMENT_STATES)[number];

const STATE_LABELS: Readonly<Record<InstalmentState, string>> = {
  Paid: 'Paid',
  PartPaid: 'Part paid',
  Due: 'Due',
  Overdue: 'Overdue',
};

/**
 * Overdue wins over part paid: what is late matters more to collections than what was begun.
 * Amounts in rupees.
 */
export function instalmentState(
  amount: number,
  paid: number,
  dueDate: CalendarDate,
  today: CalendarDate,
): InstalmentState {
  if (toPaisa(paid) >= toPaisa(amount)) return 'Paid';
  if (dueDate < today) return 'Overdue';
  return toPaisa(paid) > 0 ? 'PartPaid' : 'Due';
}

export function instalmentStateLabel(state: InstalmentState): string {
  return STATE_LABELS[state];
}

export type PaidInstalment = { amount: number; paid: number; dueDate: CalendarDate };

export type PaymentTotals = {
  saleValue: number;
  received: number;
  outstanding: number;
  /** Outstanding on instalments due before today. */
  overdue: number;
  /** 0 to 100. */
  paidPercent: number;
};

/**
 * A schedule's figures, in rupees. The percentage is rounded down, so it reads 100 only when
 * nothing at all is outstanding, never for a last rupee still owed.
 */
export function paymentTotals(
  instalments: readonly PaidInstalment[],
  today: CalendarDate,
): PaymentTotals {
  const rows = instalments.map(({ amount, paid, dueDate }) => {
    const due = toPaisa(amount);
    const received = Math.min(toPaisa(paid), due);
    return { due, received, outstanding: due - received, isLate: dueDate < today };
  });
  const saleValue = sumPaisa(rows.map(({ due }) => due));
  const received = sumPaisa(rows.map((row) => row.received));
  const outstanding = saleValue - received;
  const overdue = sumPaisa(rows.filter(({ isLate }) => isLate).map((row) => row.outstanding));
  return {
    saleValue: toRupees(saleValue),
    received: toRupees(received),
    outstanding: toRupees(outstanding),
    overdue: toRupees(overdue),
    paidPercent: saleValue === 0 ? 0 : Math.floor((received * 100) / saleValue),
  };
}
