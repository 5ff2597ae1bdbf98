/** The server's one source of time, so tests can say what day it is. */
import { BUSINESS_TIME_ZONE, calendarDateAt, type CalendarDate } from '@plotline/domain';

export type Clock = {
  now(): Date;
  /** Today in the business's time zone. */
  today(): CalendarDate;
};

export function systemClock(timeZone: string): Clock {
  return {
    now: () => new Date(),
    today: () => calendarDateAt(new Date(), timeZone),
  };
}

export function fixedClock(instant: Date, timeZone = BUSINESS_TIME_ZONE): Clock {
  return { now: () => new Date(instant), today: () => calendarDateAt(instant, timeZone) };
}
