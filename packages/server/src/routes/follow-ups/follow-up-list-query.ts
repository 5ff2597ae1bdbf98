/** The follow-ups list's filters and sort, in SQL (GET /bookingfollowups/filtered). */
import {
  followUpPeriodBounds,
  LIST_DEFAULTS,
  type CalendarDate,
  type FollowUpPeriod,
} from '@plotline/domain';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/contains-pattern';
import { bookingFollowUps, bookings } from '../../db/schema';
import { bookingSearch } from '../bookings/booking-list-query';
import type { HandlerContext } from '../../http/handler';
import { pendingDueBetween } from './settled-follow-ups';

export type FollowUpListPageQuery = HandlerContext<'listFollowUpsFiltered'>['query'];

/** A blank search searches nothing, as the screen's empty box means. */
export function followUpSearchTerm(query: FollowUpListPageQuery): string | null {
  const searchTerm = query.searchTerm?.trim() ?? '';
  return searchTerm === '' ? null : searchTerm;
}

/**
 * The pending next follow-up dates the period takes, as the domain's bounds say for today. A
 * comparison with no next date is never true, so every period but 'all' leaves such follow-ups
 * out, as it does those a newer follow-up settled.
 */
function periodFilter(period: FollowUpPeriod, today: CalendarDate): SQL | undefined {
  const bounds = followUpPeriodBounds(period, today);
  return bounds === null ? undefined : pendingDueBetween(bounds.from, bounds.to);
}

/**
 * Where the search looks: the booking as the bookings search finds it (number, project, plot,
 * owner and mobile) by words and inside them, and anywhere in what was written. The bookings are
 * reached through the ids they match, so the filter reads the follow-ups table alone and every
 * arm is an index (word, trigram or id).
 */
function searchFilter(searchTerm: string): SQL | undefined {
  const pattern = containsPattern(searchTerm);
  return or(
    sql`${bookingFollowUps.bookingId} = any(array(select ${bookings.id} from ${bookings} where ${bookingSearch(searchTerm)}))`,
    ilike(bookingFollowUps.purpose, pattern),
    ilike(bookingFollowUps.followUpUpdate, pattern),
    ilike(bookingFollowUps.followUpTakenBy, pattern),
  );
}

export function followUpFilter(query: FollowUpListPageQuery, today: CalendarDate): SQL | undefined {
  const searchTerm = followUpSearchTerm(query);
  return and(
    searchTerm === null ? undefined : searchFilter(searchTerm),
    periodFilter(query.period ?? 'all', today),
    query.bookingId === undefined ? undefined : eq(bookingFollowUps.bookingId, query.bookingId),
  );
}

const SORT_COLUMNS = {
  FollowUpDate: bookingFollowUps.followUpDate,
  NextFollowUpDate: bookingFollowUps.nextFollowUpDate,
} as const;

/**
 * The id breaks ties in the same direction, so the order matches the (date, id) indexes and
 * follow-ups of one day page in the same order every time.
 */
export function followUpOrder(query: FollowUpListPageQuery): SQL[] {
  const { sortBy = LIST_DEFAULTS.followUps.sortBy, sortOrder = LIST_DEFAULTS.followUps.sortOrder } =
    query;
  const direction = sortOrder === 'desc' ? desc : asc;
  return [direction(SORT_COLUMNS[sortBy]), direction(bookingFollowUps.id)];
}
