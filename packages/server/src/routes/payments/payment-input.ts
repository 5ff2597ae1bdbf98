/**
 * Posted schedules, payments, payouts and reversals judged by the forms' own rules (the domain's
 * validators), and the values to store from them. What only the stored records can tell (what is
 * outstanding, the partner's balance, what was received) is judged again once they are locked.
 */
import type { components } from '@plotline/api-client/schema';
import {
  filledText,
  validatePayment,
  validatePaymentSchedule,
  validatePayout,
  validateReversal,
  type CalendarDate,
  type PaymentMode,
} from '@plotline/domain';
import { assertValid } from '../../http/http-error';
import type { InstalmentRow } from './payment-queries';

type PaymentScheduleRequest = components['schemas']['PaymentScheduleInput'];
type PaymentRequest = components['schemas']['PaymentInput'];
type PayoutRequest = components['schemas']['PayoutInput'];
type ReversalRequest = components['schemas']['ReversalInput'];

export type ScheduleValues = { saleValue: number; instalments: InstalmentRow[] };

/** 400 for a schedule that breaks a rule of its own; what was received is judged later. */
export function scheduleInput(body: PaymentScheduleRequest): ScheduleValues {
  const values = {
    saleValue: body.saleValue,
    instalments: body.instalments.map(({ label, dueDate, amount }) => ({
      label: label.trim(),
      dueDate,
      amount,
    })),
  };
  assertValid(validatePaymentSchedule(values, { receivedAmount: 0 }));
  return values;
}

/** 400 unless the schedule may stand beside what the booking's payments have received. */
export function assertScheduleHoldsReceived(values: ScheduleValues, receivedAmount: number): void {
  assertValid(validatePaymentSchedule(values, { receivedAmount }));
}

export type EntryValues = {
  date: CalendarDate;
  amount: number;
  mode: PaymentMode;
  reference: string | null;
  remarks: string | null;
};

/** 400 for a payment that breaks a rule of its own; what is outstanding is judged later. */
export function paymentInput(body: PaymentRequest, today: CalendarDate): EntryValues {
  assertValid(validatePayment(body, { today, outstanding: Infinity }));
  return entryValues({ ...body, date: body.receivedOn });
}

/** 400 for a payout that breaks a rule of its own; the balance is judged later. */
export function payoutInput(body: PayoutRequest, today: CalendarDate): EntryValues {
  assertValid(validatePayout(body, { today, balance: Infinity }));
  return entryValues({ ...body, date: body.paidOn });
}

function entryValues(
  entry: Omit<EntryValues, 'reference' | 'remarks'> & {
    reference?: string | null;
    remarks?: string | null;
  },
): EntryValues {
  return {
    date: entry.date,
    amount: entry.amount,
    mode: entry.mode,
    reference: filledText(entry.reference ?? ''),
    remarks: filledText(entry.remarks ?? ''),
  };
}

/** The reason a reversal gives, trimmed; 400 when it says too little or too much. */
export function reversalReason(body: ReversalRequest): string {
  assertValid(validateReversal(body));
  return body.reason.trim();
}
