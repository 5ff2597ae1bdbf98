/**
 * How the dashboard words a booking's days past its registry date, from the count the server
 * sends: 'On track' when it is not overdue, else 'N days overdue' ('1 day overdue' for one),
 * the words of docs/product/screens.md "Dashboard".
 */
export const ON_TRACK_TEXT = 'On track';

export function daysOverdueText(days: number): string {
  if (days <= 0) return ON_TRACK_TEXT;
  return `${days} ${days === 1 ? 'day' : 'days'} overdue`;
}
