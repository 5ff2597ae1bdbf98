/**
 * The six summary cards in one query: the counts that never move with the date from the tallies,
 * which hold a few rows per project and month, and Extra Time from the live bookings' tally by
 * registry date.
 */
import type { CalendarDate } from '@plotline/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  channelPartners,
  liveBookingRegistryTallies,
  monthlyBookingTallies,
  projectPlotTallies,
  projects,
} from '../../db/schema';

const counted = (expression: ReturnType<typeof sql>) => sql<number>`${expression}`.mapWith(Number);

/** Extra Time: the live bookings whose registry date is before today, whichever day that is. */
export function overdueBookingCount(today: CalendarDate) {
  return counted(
    sql`(select coalesce(sum(${liveBookingRegistryTallies.bookings}), 0) from ${liveBookingRegistryTallies} where ${liveBookingRegistryTallies.registryDate} < ${today}::date)`,
  );
}

export async function summaryCards(db: Executor, today: CalendarDate) {
  const [cards] = await db
    .select({
      totalProjects: counted(sql`(select count(*) from ${projects})`),
      totalPlots: counted(
        sql`(select coalesce(sum(${projectPlotTallies.plots}), 0) from ${projectPlotTallies})`,
      ),
      // The month tallies are the smallest that hold every booking once.
      totalBookings: counted(sql`coalesce(sum(${monthlyBookingTallies.bookings}), 0)`),
      registryDone: counted(
        sql`coalesce(sum(${monthlyBookingTallies.bookings}) filter (where ${monthlyBookingTallies.bookingStatus} = 'RegistryDone'), 0)`,
      ),
      extraTime: overdueBookingCount(today),
      channelPartners: counted(sql`(select count(*) from ${channelPartners})`),
    })
    .from(monthlyBookingTallies);
  if (!cards) throw new Error('An aggregate without GROUP BY answers one row');
  return cards;
}
