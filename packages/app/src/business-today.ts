import { BUSINESS_TIME_ZONE, calendarDateAt, type CalendarDate } from '@plotline/domain';

/**
 * Today on the business's calendar (India time, as the server counts it): a follow-up due
 * "today" or a registry done "today" is on India's date, wherever the browser is.
 */
export function businessToday(now: Date = new Date()): CalendarDate {
  return calendarDateAt(now, BUSINESS_TIME_ZONE);
}
