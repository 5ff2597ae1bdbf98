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

/** The next follow-up dates a period takes, both ends included; null leaves that side open. */
export type FollowUpPeriodBounds = { from: CalendarDate | null; to: CalendarDate | null };

/**
 * The period as a range of next follow-up dates, so the database can filter by it with an index;
 * null for 'all', which keeps follow-ups without a next date, and settled ones, too. 'upcoming' is
 * strictly after today and 'overdue' strictly before, as the badges read.
 */
export function followUpPeriodBounds(
  period: FollowUpPeriod,
  today: CalendarDate,
): FollowUpPeriodBounds | null {
  switch (period) {
    case 'all':
      return null;
    case 'today':
      return { from: today, to: today };
    case 'thisWeek': {
      const { start, end } = weekOf(today);
      return { from: start, to: end };
    }
    case 'upcoming':
      return { from: addDays(today, 1), to: null };
    case 'overdue':
      return { from: null, to: addDays(today, -1) };
  }
}

/**
 * Whether a next follow-up date falls in the period. Every period but 'all' needs a date, and a
 * pending one: a next follow-up a newer follow-up settled (settled-follow-up.ts) is due no more.
 */
export function matchesFollowUpPeriod(
  nextFollowUpDate: string | null,
  period: FollowUpPeriod,
  today: CalendarDate,
  settled = false,
): boolean {
  const bounds = followUpPeriodBounds(period, today);
  if (bounds === null) return true;
  if (settled) return false;
  const date = followUpDateOf(nextFollowUpDate);
  if (date === null) return false;
  // 'YYYY-MM-DD' strings compare in calendar order.
  return (bounds.from === null || date >= bounds.from) && (bounds.to === null || date <= bounds.to);
}
