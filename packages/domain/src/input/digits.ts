/**
 * Digit boxes (mobile, alternate and last-five numbers) accept digits only, as typed
 * (docs/product/validation.md).
 */
import { MOBILE_LAST_DIGITS, MOBILE_NUMBER_DIGITS } from '../constants';

export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/** A mobile number box keeps at most 10 digits, so pasting '+91 98765 43210' cannot overflow it. */
export function mobileDigits(text: string): string {
  return digitsOnly(text).slice(0, MOBILE_NUMBER_DIGITS);
}

export function lastFiveDigits(text: string): string {
  return digitsOnly(text).slice(0, MOBILE_LAST_DIGITS);
}
