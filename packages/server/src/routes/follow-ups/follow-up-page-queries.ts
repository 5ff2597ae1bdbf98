/** One page of the follow-ups list, counted with the same filter. */
import { LIST_DEFAULTS, type CalendarDate } from '@plotline/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { listCount, pageFilter } from '../../db/list-count';
import { bookingFollowUps } from '../../db/schema';
import { limitOffset, listPage, pageRequest } from '../../http/paging';
import {
  followUpFilter,
  followUpOrder,
  followUpSearchTerm,
  type FollowUpListPageQuery,
} from './follow-up-list-query';
import { followUpsWithBookings } from './follow-up-queries';
import { followUpResponse } from './follow-up-response';

/**
 * The page the query asks for; the period is read against the business's today. As with the
 * bookings, a search that matches few follow-ups reads them by id, and the page's ids are found
 * before its rows are joined to their bookings.
 */
export async function followUpsPage(
  db: Executor,
  query: FollowUpListPageQuery,
  today: CalendarDate,
) {
  const page = pageRequest(query, LIST_DEFAULTS.followUps);
  const where = followUpFilter(query, today);
  const counted = await listCount(db, bookingFollowUps, where);
  const { limit, offset } = limitOffset(page);
  const searched = followUpSearchTerm(query) !== null;
  const order = followUpOrder(query);
  const pageIds = db
    .select({ id: bookingFollowUps.id })
    .from(bookingFollowUps)
    .where(
      pageFilter({ id: bookingFollowUps.id, table: bookingFollowUps }, where, {
        searched,
        counted,
      }),
    )
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const rows = await followUpsWithBookings(db)
    .where(sql`${bookingFollowUps.id} = any(array(${pageIds}))`)
    .orderBy(...order);
  return listPage(rows.map(followUpResponse), counted, page);
}
