/**
 * Where a shown phone number or email address leads when clicked: 'tel:' dials it on a phone or
 * a softphone, 'mailto:' opens a new mail to it. Null when there is nothing to dial or write to,
 * and the value is then shown as plain text.
 */
import { COUNTRY_CODE, TRUNK_PREFIX, digitsOnly } from '../input/digits';
import { MOBILE_NUMBER_DIGITS } from '../constants';
import { isEmailAddress } from '../input/is-email-address';

/** The dialling prefix for abroad, as '0091 98765 43210' is written from some countries. */
const INTERNATIONAL_PREFIX = '00';

/** E.164's bounds on a number with its country code. */
const GLOBAL_DIGITS = { min: 8, max: 15 };

/** An Indian number's ten digits: bare, as the forms keep them, or after a trunk 0 or 91. */
function nationalDigits(digits: string): string | null {
  for (const prefix of ['', TRUNK_PREFIX, COUNTRY_CODE]) {
    const national = digits.slice(prefix.length);
    const isWhole = national.length === MOBILE_NUMBER_DIGITS && !national.startsWith(TRUNK_PREFIX);
    if (digits.startsWith(prefix) && isWhole) return national;
  }
  return null;
}

/** The number with its country code and without the +, or null when that cannot be told. */
function globalNumber(written: string): string | null {
  const digits = digitsOnly(written);
  if (written.startsWith('+')) return digits;
  if (digits.startsWith(INTERNATIONAL_PREFIX)) return digits.slice(INTERNATIONAL_PREFIX.length);
  const national = nationalDigits(digits);
  return national === null ? null : COUNTRY_CODE + national;
}

/**
 * 'tel:+919876543210' for '98765 43210', '098765-43210' or '+91 98765 43210': the global form
 * (RFC 3966), which dials the same from anywhere. A number with another country's code keeps it.
 * Null for what is not a whole number: 'N/A', a masked 'Last 5 digits: 43210', text with no digits.
 */
export function telHref(phoneNumber: string): string | null {
  const written = phoneNumber.trim();
  // Only what a phone number is written with: digits, spaces, dashes, dots, brackets, a leading +.
  if (!/^\+?[\d\s\-.()]+$/.test(written)) return null;
  const number = globalNumber(written);
  if (number === null || number.length < GLOBAL_DIGITS.min || number.length > GLOBAL_DIGITS.max)
    return null;
  return `tel:+${number}`;
}

/** 'mailto:neha@example.com' for an email address; null for anything else, e.g. 'N/A'. */
export function mailtoHref(emailAddress: string): string | null {
  const address = emailAddress.trim();
  return isEmailAddress(address) ? `mailto:${address}` : null;
}
