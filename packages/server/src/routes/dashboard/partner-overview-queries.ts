/**
 * The Channel Partners Overview, a page at a time, and its Direct Sales row: the page of
 * partners by name, then only their tallies and live-booking counts.
 */
import { DIRECT_SALES_LABEL, type CalendarDate } from '@plotline/domain';
import { asc, count, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { channelPartners } from '../../db/schema';
import { limitOffset, listPage, type PageRequest } from '../../http/paging';
import { bookingColumnCounts } from './booking-column-counts';
import { liveColumnCounts } from './live-booking-queries';
import { partnerBookingCounts } from './tally-queries';

/** By name ignoring case, ties by id, which channel_partners_lower_name_idx holds. */
const PARTNERS_BY_NAME = [asc(sql`lower(${channelPartners.name})`), asc(channelPartners.id)];

/** Rows of the partners named, in the order given; null is the Direct Sales row. */
async function partnerRows(
  db: Executor,
  today: CalendarDate,
  partners: readonly { channelPartnerId: number | null; partnerName: string }[],
) {
  const ids = partners.map((partner) => partner.channelPartnerId);
  const statuses = await partnerBookingCounts(db, ids);
  const live = await liveColumnCounts(db, today, { by: 'partner', ids });
  return partners.map((partner) => ({
    ...partner,
    ...bookingColumnCounts(
      statuses.get(partner.channelPartnerId)!,
      live.get(partner.channelPartnerId)!,
    ),
  }));
}

/** The Direct Sales row: bookings with no channel partner, there even when there are none. */
export async function directSalesRow(db: Executor, today: CalendarDate) {
  const [row] = await partnerRows(db, today, [
    { channelPartnerId: null, partnerName: DIRECT_SALES_LABEL },
  ]);
  return row!;
}

export async function channelPartnersOverviewPage(
  db: Executor,
  today: CalendarDate,
  request: PageRequest,
) {
  const { limit, offset } = limitOffset(request);
  const page = await db
    .select({ channelPartnerId: channelPartners.id, partnerName: channelPartners.name })
    .from(channelPartners)
    .orderBy(...PARTNERS_BY_NAME)
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ count: count() }).from(channelPartners);
  return listPage(await partnerRows(db, today, page), total?.count ?? 0, request);
}
