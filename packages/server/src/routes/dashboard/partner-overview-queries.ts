/**
 * The Channel Partners Overview, a page at a time in one query, and its Direct Sales row: each
 * row's counts read beside it from the tallies and the live-booking indexes.
 */
import { DIRECT_SALES_LABEL, type CalendarDate } from '@plotline/domain';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { channelPartners } from '../../db/schema';
import { limitOffset, listPage, type PageRequest } from '../../http/paging';
import { DIRECT_SALES } from './booking-owner';
import { bookingColumnCounts } from './owner-counts';

/** By name ignoring case, ties by id, which channel_partners_lower_name_idx holds. */
const PARTNERS_BY_NAME = [asc(sql`lower(${channelPartners.name})`), asc(channelPartners.id)];

export async function partnerCount(db: Executor): Promise<number> {
  const [row] = await db.select({ count: count() }).from(channelPartners);
  return row?.count ?? 0;
}

/** The Direct Sales row: bookings with no channel partner, there even when there are none. */
export async function directSalesRow(db: Executor, today: CalendarDate) {
  const [row] = await db
    .select(bookingColumnCounts(DIRECT_SALES, today))
    .from(sql`(values (1)) as direct_sales`);
  return { channelPartnerId: null, partnerName: DIRECT_SALES_LABEL, ...row! };
}

/** `totalCount` is every partner, which the caller may already know. */
export async function channelPartnersOverviewPage(
  db: Executor,
  today: CalendarDate,
  request: PageRequest,
  totalCount: number,
) {
  const { limit, offset } = limitOffset(request);
  // The page's ids first, so the counts beside each row are worked out for the page's rows only
  // and not for every row an OFFSET skips.
  const page = db
    .select({ id: channelPartners.id })
    .from(channelPartners)
    .orderBy(...PARTNERS_BY_NAME)
    .limit(limit)
    .offset(offset)
    .as('page');
  const rows = await db
    .select({
      channelPartnerId: channelPartners.id,
      partnerName: channelPartners.name,
      ...bookingColumnCounts({ by: 'partner', id: channelPartners.id }, today),
    })
    .from(page)
    .innerJoin(channelPartners, eq(channelPartners.id, page.id))
    .orderBy(...PARTNERS_BY_NAME);
  return listPage(rows, totalCount, request);
}
