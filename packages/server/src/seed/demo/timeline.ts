/** Demo dates are counted back from the day the demo is seeded, so it always looks current. */
import { addDays, daysBetween, type CalendarDate } from '@plotline/domain';
import type { Random } from './random';

/** An instant on a calendar day, in office hours in India. */
function atIst(date: CalendarDate, hour: number, minute = 0): Date {
  const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return new Date(`${date}T${time}:00+05:30`);
}

/** A random office-hours instant on the day. */
export function sometimeOn(random: Random, date: CalendarDate): Date {
  return atIst(date, random.int(10, 17), random.pick([0, 15, 30, 45]));
}

export function earlier(a: CalendarDate, b: CalendarDate): CalendarDate {
  return daysBetween(a, b) >= 0 ? a : b;
}

export function later(a: CalendarDate, b: CalendarDate): CalendarDate {
  return daysBetween(a, b) >= 0 ? b : a;
}

/** A day in [from, to]; callers keep from on or before to. */
export function dayBetween(random: Random, from: CalendarDate, to: CalendarDate): CalendarDate {
  return addDays(from, random.int(0, Math.max(0, daysBetween(from, to))));
}

/** A day up to `step` days after `day` but not after `last`. */
export function dayAfter(
  random: Random,
  day: CalendarDate,
  step: number,
  last: CalendarDate,
): CalendarDate {
  return dayBetween(random, addDays(day, 1), earlier(addDays(day, step), last));
}
