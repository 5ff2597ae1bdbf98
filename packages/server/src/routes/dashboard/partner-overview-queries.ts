/** The Channel Partners Overview: the Direct Sales row first, then every partner by name. */
import { compareNames, DIRECT_SALES_LABEL, type CalendarDate } from '@plotline/domain';
import { eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { bookings, channelPartners } from '../../db/schema';
import { bookingCounts } from './booking-counts';

export async function channelPartnersOverview(db: Executor, today: CalendarDate) {
  const counts = bookingCounts(today);
  // Without GROUP BY the aggregate answers one row even with no direct sale, so the row is always there.
  const [directSales] = await db
    .select(counts)
    .from(bookings)
    .where(isNull(bookings.channelPartnerId));
  if (!directSales) throw new Error('An aggregate without GROUP BY answers one row');
  const partners = await db
    .select({ channelPartnerId: channelPartners.id, partnerName: channelPartners.name, ...counts })
    .from(channelPartners)
    .leftJoin(bookings, eq(bookings.channelPartnerId, channelPartners.id))
    .groupBy(channelPartners.id);
  // Names sort as people read them (the domain's collation), which SQL's ORDER BY does not know.
  partners.sort(
    (a, b) => compareNames(a.partnerName, b.partnerName) || a.channelPartnerId - b.channelPartnerId,
  );
  return [{ channelPartnerId: null, partnerName: DIRECT_SALES_LABEL, ...directSales }, ...partners];
}
