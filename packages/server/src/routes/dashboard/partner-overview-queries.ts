/**
 * The Channel Partners Overview, a page at a time, and its Direct Sales row: each row's counts
 * read beside it from the tallies and the live-booking indexes.
 */
import type { components } from '@plotline/api-client/schema';
import { DIRECT_SALES_LABEL } from '@plotline/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { channelPartners } from '../../db/schema';
import type { AsOf } from './booking-counts';
import { DIRECT_SALES } from './booking-owner';
import { jsonRow, jsonRows, named, positionBy, type RowWindow } from './json-rows';
import { bookingColumnCounts } from './owner-counts';

type PartnerOverview = components['schemas']['ChannelPartnerOverview'];

/**
 * By name as people read them (the names collation of migration 0004, the domain's compareNames),
 * ties by id, which channel_partners_name_order_idx holds.
 */
const BY_NAME = [sql`${channelPartners.name} collate names`, channelPartners.id];

/** Every partner: the Channel Partners card, and the overview's total. */
export const partnerCount = sql<number>`(select count(*) from ${channelPartners})`.mapWith(Number);

/** The Direct Sales row, as JSON: bookings with no channel partner, there even when there are none. */
export function directSalesRow(db: Executor, today: AsOf) {
  return jsonRow<PartnerOverview>(
    db
      .select(
        named({
          channelPartnerId: sql`null::integer`,
          partnerName: sql`${DIRECT_SALES_LABEL}::text`,
          ...bookingColumnCounts(DIRECT_SALES, today),
        }),
      )
      .from(sql`(values (1)) as direct_sales`),
  );
}

/** The page's rows, as JSON. */
export function channelPartnersOverviewRows(db: Executor, today: AsOf, window: RowWindow) {
  const { limit, offset } = window;
  // The page's ids first, so the counts beside each row are worked out for the page's rows only.
  const page = db
    .select({ id: channelPartners.id })
    .from(channelPartners)
    .orderBy(...BY_NAME.map((key) => asc(key)))
    .limit(limit)
    .offset(offset)
    .as('page');
  return jsonRows<PartnerOverview>(
    db
      .select({
        position: positionBy(...BY_NAME),
        ...named({
          channelPartnerId: channelPartners.id,
          partnerName: channelPartners.name,
          ...bookingColumnCounts({ by: 'partner', id: channelPartners.id }, today),
        }),
      })
      .from(page)
      .innerJoin(channelPartners, eq(channelPartners.id, page.id)),
  );
}
