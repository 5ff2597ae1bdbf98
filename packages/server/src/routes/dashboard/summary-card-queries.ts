/**
 * The six summary cards, as one JSON row: the counts that never move with the date from the tallies,
 * which hold a few rows per project and month, and Extra Time from the live bookings' tally by
 * registry date.
 */
import type { components } from '@plotline/api-client/schema';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  liveBookingRegistryTallies,
  monthlyBookingTallies,
  projectPlotTallies,
} from '../../db/schema';
import type { AsOf } from './booking-counts';
import { jsonRow, named } from './json-rows';
import { partnerCount } from './partner-overview-queries';
import { projectCount } from './project-overview-queries';

const counted = (expression: ReturnType<typeof sql>) => sql<number>`${expression}`.mapWith(Number);

/** Extra Time: the live bookings whose registry date is before today, whichever day that is. */
export function overdueBookingCount(today: AsOf) {
  return counted(
    sql`(select coalesce(sum(${liveBookingRegistryTallies.bookings}), 0) from ${liveBookingRegistryTallies} where ${liveBookingRegistryTallies.registryDate} < ${today}::date)`,
  );
}

/** The cards, as JSON. */
export function summaryCards(db: Executor, today: AsOf) {
  return jsonRow<components['schemas']['DashboardCards']>(
    db
      .select(
        named({
          totalProjects: projectCount,
          totalPlots: sql`(select coalesce(sum(${projectPlotTallies.plots}), 0) from ${projectPlotTallies})`,
          // The month tallies are the smallest that hold every booking once.
          totalBookings: sql`coalesce(sum(${monthlyBookingTallies.bookings}), 0)`,
          registryDone: sql`coalesce(sum(${monthlyBookingTallies.bookings}) filter (where ${monthlyBookingTallies.bookingStatus} = 'RegistryDone'), 0)`,
          extraTime: overdueBookingCount(today),
          channelPartners: partnerCount,
        }),
      )
      .from(monthlyBookingTallies),
  );
}
