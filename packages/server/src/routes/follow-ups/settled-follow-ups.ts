/**
 * The domain's settling (settled-follow-up.ts) in SQL: a follow-up's next follow-up is pending
 * while the follow-up is its booking's latest, and settled once a newer one is logged. The latest
 * is the row of latest_booking_follow_ups that migration 0011's trigger writes in the same
 * statement as the follow-ups, in the domain's order (newest follow-up date, then id), so logging
 * settles the older ones in its own transaction, and an edit or a delete that leaves an older
 * follow-up the latest opens it again.
 */
import type { CalendarDate } from '@plotline/domain';
import { and, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { bookingFollowUps, latestBookingFollowUps } from '../../db/schema';

/**
 * Whether a newer follow-up of its booking has settled the follow-up's next follow-up: for the
 * rows a query answers, one probe each of the latest's primary key.
 */
export const settledFollowUp = () =>
  sql<boolean>`not exists (select 1 from ${latestBookingFollowUps} where ${latestBookingFollowUps.bookingId} = ${bookingFollowUps.bookingId} and ${latestBookingFollowUps.followUpId} = ${bookingFollowUps.id})`.mapWith(
    Boolean,
  );

/**
 * The follow-ups whose pending next follow-up falls from `from` to `to`, both included, an end
 * left open at null: those of the range that are their booking's latest. The range is said of
 * both, the follow-up's next date and its latest's copy, for the planner cannot know they are
 * equal: it may then start from the latest follow-ups of the range (their index on the next date,
 * migration 0017, one row a booking, however many follow-ups of the range newer ones settled), or
 * from the follow-ups a search or a date order reaches, each probing its latest by the booking's
 * primary key. A range needs an end: without one it would keep what has no date.
 */
export function pendingDueBetween(from: CalendarDate | null, to: CalendarDate | null): SQL {
  if (from === null && to === null) throw new Error('A range of next follow-up dates needs an end');
  const between = (date: AnyPgColumn) =>
    and(from === null ? undefined : gte(date, from), to === null ? undefined : lte(date, to));
  const latest = latestBookingFollowUps;
  return sql`(${between(bookingFollowUps.nextFollowUpDate)} and exists (select 1 from ${latest} where ${latest.bookingId} = ${bookingFollowUps.bookingId} and ${latest.followUpId} = ${bookingFollowUps.id} and ${between(latest.nextFollowUpDate)}))`;
}
