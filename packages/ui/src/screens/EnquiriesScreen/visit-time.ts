/**
 * A visit's date and time as the picker holds it (a time in the business's zone) and as the API
 * takes it (an RFC 3339 instant with that zone's offset, '2026-06-20T11:00:00+05:30').
 */
import { parseAbsolute, parseDateTime, toZoned, type ZonedDateTime } from '@internationalized/date';
import { isInstant, type CalendarDate } from '@plotline/domain';

/** The instant in the zone, for the picker; null for none, or text that names no instant. */
export function zonedVisitTime(instant: string, timeZone: string): ZonedDateTime | null {
  const text = instant.trim();
  return isInstant(text) ? parseAbsolute(text, timeZone) : null;
}

/** The picked time as the API takes it, with its zone's offset and without the zone's name. */
export function visitInstant(time: ZonedDateTime): string {
  return time.toString().replace(/\[[^\]]*\]$/, '');
}

/** What the empty picker shows until a time is typed: today, in the morning, in the zone. */
export function visitPlaceholder(today: CalendarDate, timeZone: string): ZonedDateTime {
  return toZoned(parseDateTime(`${today}T10:00`), timeZone);
}
