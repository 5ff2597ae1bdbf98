/** One page of the follow-ups list, counted with the same filter. */
import { LIST_DEFAULTS, type CalendarDate } from '@plotline/domain';
import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { bookingFollowUps, bookings, plots, projects } from '../../db/schema';
import { limitOffset, listPage, pageRequest } from '../../http/paging';
import {
  followUpFilter,
  followUpOrder,
  followUpSearchTerm,
  type FollowUpListPageQuery,
} from './follow-up-list-query';
import { followUpsWithBookings } from './follow-up-queries';
import { followUpResponse } from './follow-up-response';

/** The count joins the booking, project and plot only when the search reads them. */
function countFollowUps(db: Executor, query: FollowUpListPageQuery, today: CalendarDate) {
  const counted = db.select({ count: count() }).from(bookingFollowUps).$dynamic();
  const joined =
    followUpSearchTerm(query) === null
      ? counted
      : counted
          .innerJoin(bookings, eq(bookings.id, bookingFollowUps.bookingId))
          .innerJoin(projects, eq(projects.id, bookings.projectId))
          .innerJoin(plots, eq(plots.id, bookings.plotId));
  return joined.where(followUpFilter(query, today));
}

/** The page the query asks for; the period is read against the business's today. */
export async function followUpsPage(
  db: Executor,
  query: FollowUpListPageQuery,
  today: CalendarDate,
) {
  const page = pageRequest(query, LIST_DEFAULTS.followUps);
  const { limit, offset } = limitOffset(page);
  const [rows, [total]] = await Promise.all([
    followUpsWithBookings(db)
      .where(followUpFilter(query, today))
      .orderBy(...followUpOrder(query))
      .limit(limit)
      .offset(offset),
    countFollowUps(db, query, today),
  ]);
  return listPage(rows.map(followUpResponse), total?.count ?? 0, page);
}
