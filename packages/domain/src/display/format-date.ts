/**
 * Dates and timestamps in en-IN form (docs/product/constants.md). A calendar date is a day, not an
 * instant: it is read and written in UTC so no machine's zone moves it. A timestamp is an instant
 * and is shown in the time zone the caller names.
 */
import { isCalendarDate } from '../calendar-date';
import { dateTimeFormat } from '../date-time-format';

const LOCAL_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;
const ZONED_TIMESTAMP =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Milliseconds since the epoch, or NaN. Only ISO forms are read: a timestamp without an offset is
 * taken as UTC (what the API sends), because JavaScript would read it in the machine's zone.
 */
function parseIso(value: string): number {
  if (isCalendarDate(value)) return Date.parse(`${value}T00:00:00Z`);
  if (LOCAL_TIMESTAMP.test(value)) return Date.parse(`${value}Z`);
  if (ZONED_TIMESTAMP.test(value)) return Date.parse(value);
  return Number.NaN;
}

function format(value: string, options: Intl.DateTimeFormatOptions): string {
  const ms = parseIso(value.trim());
  // Text that is no date is shown as it came rather than as 'Invalid Date'.
  if (Number.isNaN(ms)) return value;
  return dateTimeFormat('en-IN', options).format(ms);
}

const DAY_MONTH_YEAR = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

/**
 * '22/11/2026'. A calendar date ('2026-11-22') is shown as it is; a timestamp is shown as the
 * date it falls on in `timeZone`.
 */
export function formatDate(value: string, timeZone = 'UTC'): string {
  const zone = isCalendarDate(value.trim()) ? 'UTC' : timeZone;
  return format(value, { ...DAY_MONTH_YEAR, timeZone: zone });
}

/** '22/11/2026, 3:30 pm' in `timeZone`; a bare calendar date counts as its UTC midnight. */
export function formatDateTime(value: string, timeZone: string): string {
  return format(value, { ...DAY_MONTH_YEAR, hour: 'numeric', minute: '2-digit', timeZone });
}

/** '3:30 pm' in `timeZone`: the time of day alone, where the day is said in words. */
export function formatTime(value: string, timeZone: string): string {
  return format(value, { hour: 'numeric', minute: '2-digit', timeZone });
}
