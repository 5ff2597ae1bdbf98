/** The badge beside a follow-up's next date (docs/product/screens.md "Follow-ups"). */
import type { CalendarDate } from '../calendar-date';
import { followUpDateOf } from './follow-up-date';

export type NextFollowUpBadge = 'Overdue' | 'Today' | 'Upcoming';

/** null when there is no next follow-up date, so no badge is shown. */
export function nextFollowUpBadge(
  nextFollowUpDate: string | null,
  today: CalendarDate,
): NextFollowUpBadge | null {
  const date = followUpDateOf(nextFollowUpDate);
  if (date === null) return null;
  if (date < today) return 'Overdue';
  return date === today ? 'Today' : 'Upcoming';
}
