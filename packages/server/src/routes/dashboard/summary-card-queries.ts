/** The six summary cards, in one query over the bookings with the other tables' counts beside. */
import type { CalendarDate } from '@plotline/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { bookings, channelPartners, plots, projects } from '../../db/schema';
import { bookingCounts } from './booking-counts';

const countOf = (table: typeof projects | typeof plots | typeof channelPartners) =>
  sql<number>`(select count(*) from ${table})`.mapWith(Number);

export async function summaryCards(db: Executor, today: CalendarDate) {
  const { total, registryDone, extraTime } = bookingCounts(today);
  const [cards] = await db
    .select({
      totalProjects: countOf(projects),
      totalPlots: countOf(plots),
      totalBookings: total,
      registryDone,
      extraTime,
      channelPartners: countOf(channelPartners),
    })
    .from(bookings);
  if (!cards) throw new Error('An aggregate without GROUP BY answers one row');
  return cards;
}
