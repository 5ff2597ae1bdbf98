/**
 * Plotline's calendar dates are ISO 'YYYY-MM-DD' strings. Arithmetic on them is done in UTC so
 * the answer never depends on the machine's time zone; "today" is always a parameter.
 */
import { dateTimeFormat } from './date-time-format';

export type CalendarDate = string;

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  // Not Date.UTC: it reads years 0-99 as 1900-1999, and a date picker reports '0002-03-11'
  // while the user is still typing the year 2025.
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function toUtcMs(date: CalendarDate): number {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  return Date.parse(`${date}T00:00:00Z`);
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return new Date(toUtcMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`; negative when `to` is earlier. */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: CalendarDate): number {
  return new Date(toUtcMs(date)).getUTCDay();
}

/** The calendar date an instant falls on in a time zone (the business runs on Asia/Kolkata). */
export function calendarDateAt(instant: Date, timeZone: string): CalendarDate {
  return dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** Accepts a calendar date or a full ISO timestamp and returns its calendar date part. */
export function toCalendarDate(value: string): CalendarDate {
  const date = value.slice(0, 10);
  if (!isCalendarDate(date)) throw new RangeError(`Not a date: ${value}`);
  return date;
}
