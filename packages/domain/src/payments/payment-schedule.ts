/**
 * A booking's payment schedule (docs/payments.md "Payment schedule"): 1 to 60 instalments that
 * add up to the sale value exactly, which cannot fall below what has already been received.
 */
import { isCalendarDate } from '../calendar-date';
import { isValid, type FieldErrors } from '../field-errors';
import { formText } from '../input/form-text';
import { LIMIT_MESSAGES } from '../input/limit-messages';
import { sumRupees, toPaisa } from './money';
import { amountError, characterCount } from './payment-amount';
import { MAX_INSTALMENTS, PAYMENT_TEXT_LIMITS } from './payment-limits';
import { PAYMENT_MESSAGES } from './payment-messages';
import type { InstalmentDraft } from './payment-plans';

export type PaymentScheduleInput = {
  /** Null while the form's field is empty. */
  saleValue: number | null;
  instalments: readonly InstalmentDraft[];
};

export type PaymentScheduleContext = {
  /** What the booking's payments not reversed add up to, in rupees. */
  receivedAmount: number;
};

function instalmentErrors(instalment: InstalmentDraft, index: number): FieldErrors {
  const errors: FieldErrors = {};
  const key = `instalments.${index}`;
  const label = formText(instalment.label).trim();
  if (label === '') errors[`${key}.label`] = PAYMENT_MESSAGES.labelRequired;
  else if (characterCount(label) > PAYMENT_TEXT_LIMITS.instalmentLabel) {
    errors[`${key}.label`] = LIMIT_MESSAGES.tooLong('label', PAYMENT_TEXT_LIMITS.instalmentLabel);
  }
  if (!isCalendarDate(formText(instalment.dueDate))) {
    errors[`${key}.dueDate`] = PAYMENT_MESSAGES.dueDateRequired;
  }
  const amount = amountError(`${key}.amount`, instalment.amount, PAYMENT_MESSAGES.amountRequired);
  if (amount !== null) errors[`${key}.amount`] = amount;
  return errors;
}

function saleValueError(saleValue: number | null, receivedAmount: number): string | null {
  const error = amountError('saleValue', saleValue, PAYMENT_MESSAGES.saleValueRequired);
  if (error !== null || saleValue === null) return error;
  return toPaisa(saleValue) < toPaisa(receivedAmount)
    ? PAYMENT_MESSAGES.saleValueBelowReceived(receivedAmount)
    : null;
}

export function validatePaymentSchedule(
  schedule: PaymentScheduleInput,
  { receivedAmount }: PaymentScheduleContext,
): FieldErrors {
  const errors: FieldErrors = {};
  const saleValue = saleValueError(schedule.saleValue, receivedAmount);
  if (saleValue !== null) errors.saleValue = saleValue;
  const { instalments } = schedule;
  if (instalments.length === 0) errors.instalments = PAYMENT_MESSAGES.instalmentsRequired;
  if (instalments.length > MAX_INSTALMENTS) {
    errors.instalments = PAYMENT_MESSAGES.tooManyInstalments;
  }
  instalments.forEach((instalment, index) => {
    Object.assign(errors, instalmentErrors(instalment, index));
  });

  // The totals are compared only once every figure is good, so one wrong figure is not reported
  // twice.
  if (isValid(errors) && schedule.saleValue !== null) {
    const total = sumRupees(instalments.map(({ amount }) => amount));
    if (toPaisa(total) !== toPaisa(schedule.saleValue)) {
      errors.instalments = PAYMENT_MESSAGES.totalsDiffer(total, schedule.saleValue);
    }
  }
  return errors;
}
