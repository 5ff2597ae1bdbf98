/**
 * Every dashboard tally beside a count from scratch of the rows it tallies. Rows a tally keeps at
 * zero (schema.ts says why) are left out, as a recount has no row for them.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database';

const TALLIES = {
  project_booking_tallies: {
    kept: sql`select project_id, booking_status, bookings as n from project_booking_tallies where bookings <> 0`,
    recounted: sql`select project_id, booking_status, count(*)::int as n from bookings group by 1, 2`,
  },
  partner_booking_tallies: {
    kept: sql`select channel_partner_id, booking_status, bookings as n from partner_booking_tallies where bookings <> 0`,
    recounted: sql`select channel_partner_id, booking_status, count(*)::int as n from bookings group by 1, 2`,
  },
  monthly_booking_tallies: {
    kept: sql`select booking_month::text, booking_status, bookings as n from monthly_booking_tallies where bookings <> 0`,
    recounted: sql`select date_trunc('month', booking_date)::date::text, booking_status, count(*)::int as n from bookings group by 1, 2`,
  },
  live_booking_registry_tallies: {
    kept: sql`select registry_date::text, bookings as n from live_booking_registry_tallies where bookings <> 0`,
    recounted: sql`select registry_date::text, count(*)::int as n from bookings where booking_status in ('Token', 'Booking') group by 1`,
  },
  project_plot_tallies: {
    kept: sql`select project_id, plot_status, plots as n from project_plot_tallies where plots <> 0`,
    recounted: sql`select project_id, status, count(*)::int as n from plots group by 1, 2`,
  },
};

/** A tally's rows in one order, whatever the driver answers them in. */
async function rowsOf(db: Database, query: ReturnType<typeof sql>): Promise<string[]> {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((row) => JSON.stringify(Object.values(row))).sort();
}

/** Each tally's rows, and the rows a recount gives, by table: equal when the tallies hold. */
export async function talliesAndRecounts(db: Database) {
  const kept: Record<string, string[]> = {};
  const recounted: Record<string, string[]> = {};
  for (const [table, queries] of Object.entries(TALLIES)) {
    kept[table] = await rowsOf(db, queries.kept);
    recounted[table] = await rowsOf(db, queries.recounted);
  }
  return { kept, recounted };
}

/**
 * Each booking's latest follow-up as migration 0011's trigger keeps it, beside the same read from
 * the follow-ups themselves: equal when the trigger holds.
 */
export async function latestFollowUpsAndRecount(db: Database) {
  return {
    kept: await rowsOf(
      db,
      sql`select booking_id, follow_up_id, follow_up_date::text, created_by, next_follow_up_date::text
        from latest_booking_follow_ups`,
    ),
    recounted: await rowsOf(
      db,
      sql`select distinct on (booking_id) booking_id, id, follow_up_date::text, created_by, next_follow_up_date::text
        from booking_follow_ups order by booking_id, follow_up_date desc, id desc`,
    ),
  };
}

/**
 * The enquiry funnel's month tallies as migration 0020's triggers keep them, beside a recount from
 * the enquiries themselves; rows kept at zero left out, as above.
 */
export async function enquiryTalliesAndRecount(db: Database) {
  return {
    kept: await rowsOf(
      db,
      sql`select month::text, source, assigned_to, stage, lost_reason, count
        from enquiry_monthly_tallies where count <> 0`,
    ),
    recounted: await rowsOf(
      db,
      sql`select created_month::text, source, assigned_to, stage, lost_reason, count(*)::int
        from enquiries group by 1, 2, 3, 4, 5`,
    ),
  };
}
