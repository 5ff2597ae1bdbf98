/**
 * Recording and reversing a payment (docs/payments.md "Receipts"), and the numbers receipts and
 * payouts are known by.
 */
import type { CalendarDate } from '../calendar-date';
import type { FieldErrors } from '../field-errors';
import { formText } from '../input/form-text';
import { LIMIT_MESSAGES } from '../input/limit-messages';
import { characterCount } from './payment-amount';
import { validatePaymentEntry } from './payment-entry';
import { MIN_REVERSAL_REASON_LENGTH, PAYMENT_TEXT_LIMITS } from './payment-limits';
import { PAYMENT_MESSAGES } from './payment-messages';
import type { PaymentMode } from './payment-modes';

export type PaymentInput = {
  receivedOn: CalendarDate;
  /** Rupees; null while the form's field is empty. */
  amount: number | null;
  /** Checked against PAYMENT_MODES: a form's empty choice is ''. */
  mode: PaymentMode | '';
  reference?: string | null;
  remarks?: string | null;
};

export type PaymentContext = {
  today: CalendarDate;
  /**
   * What the booking still owes, in rupees; Infinity when the caller checks it itself, as the
   * server does once the booking is locked.
   */
  outstanding: number;
};

export function validatePayment(payment: PaymentInput, context: PaymentContext): FieldErrors {
  return validatePaymentEntry(
    { ...payment, date: payment.receivedOn },
    {
      dateField: 'receivedOn',
      dateRequired: PAYMENT_MESSAGES.receivedOnRequired,
      today: context.today,
      ceiling: context.outstanding,
      nothingOwed: PAYMENT_MESSAGES.nothingOutstanding,
      moreThanCeiling: PAYMENT_MESSAGES.moreThanOutstanding,
    },
  );
}

export type ReversalInput = { reason: string };

/** A reversal is for good, so it must say why (5 to 500 characters, spaces aside). */
export function validateReversal({ reason }: ReversalInput): FieldErrors {
  const text = formText(reason).trim();
  const length = characterCount(text);
  if (length === 0) return { reason: PAYMENT_MESSAGES.reasonRequired };
  if (length < MIN_REVERSAL_REASON_LENGTH) return { reason: PAYMENT_MESSAGES.reasonTooShort };
  if (length > PAYMENT_TEXT_LIMITS.reversalReason) {
    return { reason: LIMIT_MESSAGES.tooLong('reason', PAYMENT_TEXT_LIMITS.reversalReason) };
  }
  return {};
}

function numbered(prefix: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`Not a sequence number: ${sequence}`);
  }
  return `${prefix}-${String(sequence).padStart(6, '0')}`;
}

/** 'RC-000001': from the database's sequence, so never reused, even after a reversal. */
export function receiptNumber(sequence: number): string {
  return numbered('RC', sequence);
}

/** 'CP-000001'. */
export function payoutNumber(sequence: number): string {
  return numbered('CP', sequence);
}
