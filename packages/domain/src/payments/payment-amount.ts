/** The rules every amount of a schedule, receipt or payout shares, and the words for them. */
import { MAX_AMOUNT_RUPEES } from '../input/input-limits';
import { isWholePaise } from './money';
import { PAYMENT_MESSAGES } from './payment-messages';

/**
 * The first rule an amount breaks: not over 0 (`required` says so in the field's words), past
 * the largest amount, or finer than a paisa. Null when it breaks none. Values come from JSON
 * bodies too, so anything that is not a number counts as missing.
 */
export function amountError(field: string, value: unknown, required: string): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return required;
  if (value > MAX_AMOUNT_RUPEES) return PAYMENT_MESSAGES.amountTooLarge(field);
  if (!isWholePaise(value)) return PAYMENT_MESSAGES.atMostTwoDecimals(field);
  return null;
}

/** Characters as openapi.yaml's maxLength counts them: an emoji is one, not two. */
export function characterCount(text: string): number {
  return [...text].length;
}
