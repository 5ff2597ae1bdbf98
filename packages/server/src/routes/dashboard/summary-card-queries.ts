/**
 * The six summary cards: the counts that never move with the date from the tallies, which hold a
 * few rows per project and month, and Extra Time as given (the overdue bookings' index count).
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  channelPartners,
  monthlyBookingTallies,
  projectPlotTallies,
  projects,
} from '../../db/schema';

export async function summaryCards(db: Executor, extraTime: number) {
  const [cards] = await db
    .select({
      totalProjects: sql<number>`(select count(*) from ${projects})`.mapWith(Number),
      totalPlots:
        sql<number>`(select coalesce(sum(${projectPlotTallies.plots}), 0) from ${projectPlotTallies})`.mapWith(
          Number,
        ),
      // The month tallies are the smallest that hold every booking once.
      totalBookings: sql<number>`coalesce(sum(${monthlyBookingTallies.bookings}), 0)`.mapWith(
        Number,
      ),
      registryDone:
        sql<number>`coalesce(sum(${monthlyBookingTallies.bookings}) filter (where ${monthlyBookingTallies.bookingStatus} = 'RegistryDone'), 0)`.mapWith(
          Number,
        ),
      channelPartners: sql<number>`(select count(*) from ${channelPartners})`.mapWith(Number),
    })
    .from(monthlyBookingTallies);
  if (!cards) throw new Error('An aggregate without GROUP BY answers one row');
  return {
    totalProjects: cards.totalProjects,
    totalPlots: cards.totalPlots,
    totalBookings: cards.totalBookings,
    registryDone: cards.registryDone,
    extraTime,
    channelPartners: cards.channelPartners,
  };
}
