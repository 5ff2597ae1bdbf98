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
 * The ten digits of a mobile number written with India's country code (12 digits from 91) or a
 * trunk 0 (11 digits from 0); null for digits written any other way, or for what is not digits.
 */
export function withoutDiallingPrefix(digits: string): string | null {
  if (!/^\d+$/.test(digits)) return null;
  const prefix = [COUNTRY_CODE, TRUNK_PREFIX].find(
    (each) => digits.length === MOBILE_NUMBER_DIGITS + each.length && digits.startsWith(each),
  );
  return prefix === undefined ? null : digits.slice(prefix.length);
}

/**
 * A mobile number box's digits: stripped first, then a leading country code on a 12-digit number or
 * a trunk 0 on an 11-digit one dropped, then cut to 10. So a pasted '+91 98765 43210',
 * '098765 43210' or '98-765 43210' is 9876543210, never some other valid-looking number
 * (docs/product/validation.md). The box itself must not cut what is pasted before this sees it.
 */
export function mobileDigits(text: string): string {
  const digits = digitsOnly(text);
  return (withoutDiallingPrefix(digits) ?? digits).slice(0, MOBILE_NUMBER_DIGITS);
}

export function lastFiveDigits(text: string): string {
  return digitsOnly(text).slice(0, MOBILE_LAST_DIGITS);
}
