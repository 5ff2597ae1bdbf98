/**
 * Which payment paid which instalment (docs/payments.md "Receipts"): payments, oldest first, fill
 * the instalments in due order. Worked out again from scratch whenever a receipt or the schedule
 * changes, so a reversal or a new schedule never leaves a stale figure behind.
 */
import type { CalendarDate } from '../calendar-date';
import { toPaisa, toRupees, type Paisa } from './money';

// The design of issue 19 names allocation.ts as their home; they live beside it, one job a file.
export {
  INSTALMENT_STATES,
  instalmentState,
  instalmentStateLabel,
  paymentTotals,
  type InstalmentState,
  type PaidInstalment,
  type PaymentTotals,
} from './instalment-state';

export type ScheduledInstalment = {
  id: number;
  position: number;
  dueDate: CalendarDate;
  /** Rupees. */
  amount: number;
};

export type ReceivedPayment = {
  id: number;
  receivedOn: CalendarDate;
  /** Rupees. */
  amount: number;
  reversed: boolean;
};

export type PaymentAllocation = { instalmentId: number; amount: number };

export type Allocation = {
  /** In due order (due date, then position); rupees. */
  instalments: { id: number; paid: number; outstanding: number }[];
  /** Oldest first (received on, then id), reversed ones with nothing allocated. */
  payments: { id: number; allocations: PaymentAllocation[] }[];
  /** What the payments not reversed hold beyond the schedule; rupees. */
  unallocated: number;
};

function byDueOrder(a: ScheduledInstalment, b: ScheduledInstalment): number {
  if (a.dueDate !== b.dueDate) return a.dueDate < b.dueDate ? -1 : 1;
  return a.position - b.position;
}

function byReceivedOrder(a: ReceivedPayment, b: ReceivedPayment): number {
  if (a.receivedOn !== b.receivedOn) return a.receivedOn < b.receivedOn ? -1 : 1;
  return a.id - b.id;
}

export function allocatePayments(
  instalments: readonly ScheduledInstalment[],
  payments: readonly ReceivedPayment[],
): Allocation {
  const open = [...instalments]
    .sort(byDueOrder)
    .map((instalment) => ({ id: instalment.id, due: toPaisa(instalment.amount), paid: 0 }));
  let unallocated: Paisa = 0;
  const allocated = [...payments].sort(byReceivedOrder).map((payment) => {
    const allocations: PaymentAllocation[] = [];
    let left = payment.reversed ? 0 : toPaisa(payment.amount);
    for (const instalment of open) {
      if (left === 0) break;
      const share = Math.min(left, instalment.due - instalment.paid);
      if (share > 0) {
        instalment.paid += share;
        left -= share;
        allocations.push({ instalmentId: instalment.id, amount: toRupees(share) });
      }
    }
    unallocated += left;
    return { id: payment.id, allocations };
  });
  return {
    instalments: open.map(({ id, due, paid }) => ({
      id,
      paid: toRupees(paid),
      outstanding: toRupees(due - paid),
    })),
    payments: allocated,
    unallocated: toRupees(unallocated),
  };
}
