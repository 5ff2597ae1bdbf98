/**
 * The follow-ups page's period filter (docs/product/workflows.md "Other"). It tests the next
 * follow-up date: staff filter to see whom to call, and that is when the next call is due.
 */
import { addDays, dayOfWeek, type CalendarDate } from '../calendar-date';
import { followUpDateOf } from './follow-up-date';

export const FOLLOW_UP_PERIODS = ['all', 'today', 'thisWeek', 'upcoming', 'overdue'] as const;
export type FollowUpPeriod = (typeof FOLLOW_UP_PERIODS)[number];

export function isFollowUpPeriod(value: unknown): value is FollowUpPeriod {
  return (FOLLOW_UP_PERIODS as readonly unknown[]).includes(value);
}

/** Sunday to Saturday around today: the week starts on Sunday. */
export function weekOf(today: CalendarDate): { start: CalendarDate; end: CalendarDate } {
  const start = addDays(today, -dayOfWeek(today));
  return { start, end: addDays(start, 6) };
}

/**
 * 'all' keeps every follow-up; every other period drops those without a next follow-up date.
 * 'upcoming' is strictly after today and 'overdue' strictly before, as the badges read.
 */
export function matchesFollowUpPeriod(
  nextFollowUpDate: string | null,
  period: FollowUpPeriod,
  today: CalendarDate,
): boolean {
  if (period === 'all') return true;
  const date = followUpDateOf(nextFollowUpDate);
  if (date === null) return false;
  // 'YYYY-MM-DD' strings compare in calendar order.
  switch (period) {
    case 'today':
      return date === today;
    case 'thisWeek': {
      const { start, end } = weekOf(today);
      return date >= start && date <= end;
    }
    case 'upcoming':
      return date > today;
    case 'overdue':
      return date < today;
  }
}
