/**
 * Digit boxes (mobile, alternate and last-five numbers) accept digits only, as typed
 * (docs/product/validation.md).
 */
import { MOBILE_LAST_DIGITS, MOBILE_NUMBER_DIGITS } from '../constants';

export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/** India's country code, as a number written for abroad starts: '+91 98765 43210'. */
export const COUNTRY_CODE = '91';
/** The trunk prefix a number dialled within India may start with: '098765 43210'. */
export const TRUNK_PREFIX = '0';

/**
 * A mobile number box's digits: stripped first, then a leading country code on a 12-digit number or
 * a trunk 0 on an 11-digit one dropped, then cut to 10. So a pasted '+91 98765 43210',
 * '098765 43210' or '98-765 43210' is 9876543210, never some other valid-looking number
 * (docs/product/validation.md). The box itself must not cut what is pasted before this sees it.
 */
export function mobileDigits(text: string): string {
  const digits = digitsOnly(text);
  const prefix =
    (digits.length === MOBILE_NUMBER_DIGITS + COUNTRY_CODE.length &&
      digits.startsWith(COUNTRY_CODE)) ||
    (digits.length === MOBILE_NUMBER_DIGITS + TRUNK_PREFIX.length &&
      digits.startsWith(TRUNK_PREFIX))
      ? digits.length - MOBILE_NUMBER_DIGITS
      : 0;
  return digits.slice(prefix, prefix + MOBILE_NUMBER_DIGITS);
}

export function lastFiveDigits(text: string): string {
  return digitsOnly(text).slice(0, MOBILE_LAST_DIGITS);
}
