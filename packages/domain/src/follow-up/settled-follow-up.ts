/**
 * Settling a booking's next follow-up (docs/product/workflows.md "Follow-ups"): the booking's
 * newest follow-up holds the plan for the next call, so logging a newer one settles the next
 * follow-up of every earlier one. A settled next follow-up is never due, overdue or upcoming,
 * whatever its date. Newest is the latest follow-up date and, on one day, the one logged last;
 * the server keeps the same newest per booking (latest_booking_follow_ups), so an edit or a
 * delete that leaves an earlier follow-up the newest opens its next follow-up again.
 */
import type { CalendarDate } from '../calendar-date';
import { followUpDateOf } from './follow-up-date';
import { nextFollowUpBadge, type NextFollowUpBadge } from './next-follow-up-badge';
import type { DatedFollowUp } from './previous-follow-ups';

/** What the list shows in place of a settled next follow-up's badge. */
export const SETTLED_NEXT_FOLLOW_UP = 'Settled by a later follow-up';

/**
 * Negative when `a` is the newer: the later follow-up date first, on one day the later logged
 * (higher id) first, and a follow-up with an unreadable date last.
 */
export function newestFollowUpFirst(a: DatedFollowUp, b: DatedFollowUp): number {
  const dateA = followUpDateOf(a.followUpDate) ?? '';
  const dateB = followUpDateOf(b.followUpDate) ?? '';
  if (dateA === dateB) return b.id - a.id;
  return dateA < dateB ? 1 : -1;
}

/** The follow-ups whose next follow-up a newer one of the same booking settles. */
export function settledFollowUpIds(
  followUps: readonly (DatedFollowUp & { bookingId: number })[],
): Set<number> {
  const newest = new Map<number, DatedFollowUp>();
  for (const followUp of followUps) {
    const known = newest.get(followUp.bookingId);
    if (!known || newestFollowUpFirst(followUp, known) < 0)
      newest.set(followUp.bookingId, followUp);
  }
  return new Set(
    followUps
      .filter((followUp) => newest.get(followUp.bookingId) !== followUp)
      .map((followUp) => followUp.id),
  );
}

/** A follow-up's next call as the list shows it. */
export type NextFollowUpState =
  | { kind: 'notPlanned' }
  | { kind: 'settled'; date: CalendarDate; note: typeof SETTLED_NEXT_FOLLOW_UP }
  | { kind: 'pending'; date: CalendarDate; badge: NextFollowUpBadge };

/**
 * None planned (no readable date); settled by a newer follow-up of the booking; or pending, with
 * its badge against today. `settled` left out reads as pending, as a host that does not know.
 */
export function nextFollowUpState(
  followUp: { nextFollowUpDate: string | null; settled?: boolean },
  today: CalendarDate,
): NextFollowUpState {
  const date = followUpDateOf(followUp.nextFollowUpDate);
  const badge = nextFollowUpBadge(followUp.nextFollowUpDate, today);
  if (date === null || badge === null) return { kind: 'notPlanned' };
  if (followUp.settled) return { kind: 'settled', date, note: SETTLED_NEXT_FOLLOW_UP };
  return { kind: 'pending', date, badge };
}
