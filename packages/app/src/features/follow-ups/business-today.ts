import { calendarDateAt, type CalendarDate } from '@plotline/domain';

/**
 * The business runs on India time, as the server does (its BUSINESS_TIME_ZONE defaults to
 * Asia/Kolkata): a follow-up due "today" is due on India's date, wherever the browser is.
 */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';

export function businessToday(now: Date = new Date()): CalendarDate {
  return calendarDateAt(now, BUSINESS_TIME_ZONE);
}
