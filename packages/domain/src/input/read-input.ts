/**
 * Reading the raw text of form inputs. Forms keep what was typed (so '' means empty); the browser
 * and the server both read it through these, so '  ', '1,000' or 'abc' mean the same everywhere.
 */
import { isCalendarDate, type CalendarDate } from '../calendar-date';

/** Trimmed text, or null when nothing but spaces was typed. */
export function filledText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

const DECIMAL = /^-?(\d+\.?\d*|\.\d+)$/;
const WHOLE_NUMBER = /^\d+$/;

/** A number written in plain decimal notation; '1e3', '0x10' or 'Infinity' are not amounts. */
export function decimalFrom(text: string): number | null {
  const trimmed = text.trim();
  return DECIMAL.test(trimmed) ? Number(trimmed) : null;
}

/** Digits only: day counts and ids are whole numbers, and too many digits is no number at all. */
export function wholeNumberFrom(text: string): number | null {
  const trimmed = text.trim();
  if (!WHOLE_NUMBER.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? value : null;
}

/** An id picked from a list: a whole number from 1. */
export function idFrom(text: string): number | null {
  const id = wholeNumberFrom(text);
  return id !== null && id > 0 ? id : null;
}

/** A date input's 'YYYY-MM-DD' value; anything else counts as no date. */
export function calendarDateFrom(text: string): CalendarDate | null {
  const trimmed = text.trim();
  return isCalendarDate(trimmed) ? trimmed : null;
}
