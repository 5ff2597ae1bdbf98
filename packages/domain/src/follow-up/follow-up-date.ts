/** Follow-up dates as they arrive from forms and the API. */
import { isCalendarDate, type CalendarDate } from '../calendar-date';

/**
 * The calendar date of a 'YYYY-MM-DD' value or of a full ISO timestamp; null for an empty or
 * malformed value, so a bad row is treated as having no date rather than breaking the table.
 */
export function followUpDateOf(value: string | null | undefined): CalendarDate | null {
  const date = (value ?? '').slice(0, 10);
  return isCalendarDate(date) ? date : null;
}
