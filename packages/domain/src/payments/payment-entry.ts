/**
 * What a payment and a commission payout share: a date not in the future, an amount over 0 and
 * within what is owed, a mode, a reference for every mode but cash, and remarks.
 */
import { isCalendarDate, type CalendarDate } from '../calendar-date';
import type { FieldErrors } from '../field-errors';
import { formText } from '../input/form-text';
import { LIMIT_MESSAGES } from '../input/limit-messages';
import { toPaisa } from './money';
import { amountError, characterCount } from './payment-amount';
import { PAYMENT_TEXT_LIMITS } from './payment-limits';
import { PAYMENT_MESSAGES } from './payment-messages';
import { isPaymentMode, isReferenceRequired } from './payment-modes';

export type PaymentEntry = {
  date: unknown;
  amount: unknown;
  mode: unknown;
  reference?: unknown;
  remarks?: unknown;
};

export type PaymentEntryRules = {
  dateField: string;
  dateRequired: string;
  today: CalendarDate;
  /**
   * The most the amount may be, in rupees; Infinity when the caller checks it itself (the server
   * answers 409 for it, once the row is locked).
   */
  ceiling: number;
  nothingOwed: string;
  moreThanCeiling: (ceiling: number) => string;
};

function amountRule(amount: unknown, rules: PaymentEntryRules): string | null {
  const error = amountError('amount', amount, PAYMENT_MESSAGES.amountRequired);
  if (error !== null || rules.ceiling === Infinity) return error;
  const ceiling = toPaisa(rules.ceiling);
  if (ceiling <= 0) return rules.nothingOwed;
  return toPaisa(amount as number) > ceiling ? rules.moreThanCeiling(rules.ceiling) : null;
}

function referenceRule(entry: PaymentEntry): string | null {
  const reference = formText(entry.reference).trim();
  if (reference === '' && isPaymentMode(entry.mode) && isReferenceRequired(entry.mode)) {
    return PAYMENT_MESSAGES.referenceRequired(entry.mode);
  }
  return characterCount(reference) > PAYMENT_TEXT_LIMITS.reference
    ? LIMIT_MESSAGES.tooLong('reference', PAYMENT_TEXT_LIMITS.reference)
    : null;
}

export function validatePaymentEntry(entry: PaymentEntry, rules: PaymentEntryRules): FieldErrors {
  const errors: FieldErrors = {};
  const date = formText(entry.date).trim();
  if (!isCalendarDate(date)) errors[rules.dateField] = rules.dateRequired;
  else if (date > rules.today) errors[rules.dateField] = PAYMENT_MESSAGES.futureDate;
  const amount = amountRule(entry.amount, rules);
  if (amount !== null) errors.amount = amount;
  if (!isPaymentMode(entry.mode)) errors.mode = PAYMENT_MESSAGES.modeRequired;
  const reference = referenceRule(entry);
  if (reference !== null) errors.reference = reference;
  if (characterCount(formText(entry.remarks).trim()) > PAYMENT_TEXT_LIMITS.remarks) {
    errors.remarks = LIMIT_MESSAGES.tooLong('remarks', PAYMENT_TEXT_LIMITS.remarks);
  }
  return errors;
}
