/**
 * A business of any size for the bench, written straight through SQL (generate_series) so a
 * million bookings take minutes: projects of about 500 plots, a few more plots than bookings,
 * a partner per thousand bookings in all five natures, bookings over about five years up to
 * today with their status history and follow-ups, and five enquiries beside each booking (one of
 * every fifth booking the enquiry it was booked from) with their projects, stage histories, site
 * visits, calls and notes. Old bookings are mostly registered or cancelled, recent ones mostly
 * Token or Booking, and some of both are overdue. Each plot has at most one booking, so at most
 * one live one; the inserts go through the tally triggers like any other write, so the
 * dashboard's tallies hold.
 */
import type { CalendarDate } from '@plotline/domain';
import { count, max, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookings, channelPartners, projects } from '../../db/schema';
import { partnerInput } from '../../routes/channel-partners/partner-input';
import { demoChannelPartners } from '../demo/channel-partners';
import { seededRandom } from '../demo/random';
import { seedBookingRange } from './scale-bookings';
import { bulkLoad } from './bulk-load';
import { ENQUIRY_TABLES, seedEnquiryRange } from './scale-enquiries';
import { seedFollowUps, seedStatusHistory } from './scale-history';

export type ScaleSize = { bookings: number };

const PLOTS_PER_PROJECT = 500;
const BOOKINGS_PER_PARTNER = 1000;
/** Bookings are inserted in statements of this many, so no statement's transition table is huge. */
const BOOKINGS_PER_STATEMENT = 100_000;

export function scaleOf(size: ScaleSize) {
  const plots = Math.ceil(size.bookings * 1.1);
  return {
    bookings: size.bookings,
    plots,
    projects: Math.max(1, Math.ceil(plots / PLOTS_PER_PROJECT)),
    partners: Math.max(5, Math.ceil(size.bookings / BOOKINGS_PER_PARTNER)),
  };
}

async function seedProjects(db: Database, adminId: number, count: number) {
  await db.execute(sql`
    insert into projects (name, total_project_area, roads_area, total_saleable_area, created_by)
    select (array['Green', 'Shree', 'Lotus', 'Palm', 'Orchid', 'Kesar', 'Sunrise', 'Élan'])[1 + g % 8]
             || ' ' || (array['Valley', 'Enclave', 'Heights', 'Residency', 'Nagar', 'Greens'])[1 + g % 6]
             || ' ' || g,
           500000, 50000, 50000, ${adminId}
    from generate_series(1, ${count}::int) as g`);
}

/** Plots numbered within their project, PLOTS_PER_PROJECT to a project, in project id order. */
async function seedPlots(db: Database, adminId: number, count: number) {
  await db.execute(sql`
    with numbered as (
      select id as project_id, row_number() over (order by id) - 1 as position from projects)
    insert into plots (project_id, plot_number, plot_size, created_by)
    select numbered.project_id, 'S-' || (g % ${PLOTS_PER_PROJECT} + 1),
           (array[900, 1200, 1500, 1800, 2400])[1 + g % 5], ${adminId}
    from generate_series(0, ${count - 1}::int) as g
    join numbered on numbered.position = g / ${PLOTS_PER_PROJECT}`);
}

/** The demo's partners, one or more of each nature, copied under numbered names. */
async function seedPartners(db: Database, adminId: number, count: number) {
  const templates = demoChannelPartners(seededRandom(11)).map((request) => ({
    ...partnerInput(request),
    createdBy: adminId,
  }));
  await db.insert(channelPartners).values(templates);
  await db.execute(sql`
    insert into channel_partners (name, nature_id, is_active, commission_rate, remarks, metadata,
      details, mobile_number, email_id, company_name, associates_count, created_by)
    select t.name || ' ' || g, t.nature_id, t.is_active, t.commission_rate, t.remarks, t.metadata,
      t.details, t.mobile_number, t.email_id, t.company_name, t.associates_count, t.created_by
    from generate_series(1, ${Math.max(0, count - templates.length)}::int) as g
    join (select *, row_number() over (order by id) - 1 as position from channel_partners) as t
      on t.position = g % ${templates.length}`);
}

/** Plots with a live or registered booking are Booked or Sold; a few free ones are on Hold. */
async function settlePlotStatuses(db: Database) {
  await db.execute(sql`
    update plots set status = case b.booking_status when 'RegistryDone' then 'Sold' else 'Booked' end
    from bookings b
    where b.plot_id = plots.id and b.booking_status <> 'Cancelled'`);
  await db.execute(sql`
    update plots set status = 'Hold'
    where status = 'Available' and id % 50 = 0`);
}

/** The seed numbers plots and bookings from the first, so it fills an empty business only. */
export async function isEmptyBusiness(db: Database): Promise<boolean> {
  const [row] = await db.select({ projects: count() }).from(projects);
  return (row?.projects ?? 0) === 0;
}

export async function seedScaleBusiness(
  db: Database,
  adminId: number,
  today: CalendarDate,
  size: ScaleSize,
  report: (message: string) => void,
): Promise<void> {
  const scale = scaleOf(size);
  await seedProjects(db, adminId, scale.projects);
  await seedPlots(db, adminId, scale.plots);
  await seedPartners(db, adminId, scale.partners);
  report(`${scale.projects} projects, ${scale.plots} plots, ${scale.partners} channel partners`);
  for (let first = 1; first <= scale.bookings; first += BOOKINGS_PER_STATEMENT) {
    const last = Math.min(scale.bookings, first + BOOKINGS_PER_STATEMENT - 1);
    await seedBookingRange(db, adminId, today, scale.bookings, first, last);
    report(`bookings ${first}-${last}`);
  }
  await settlePlotStatuses(db);
  const [ids] = await db.select({ lo: min(bookings.id), hi: max(bookings.id) }).from(bookings);
  for (let lo = ids?.lo ?? 1; lo <= (ids?.hi ?? 0); lo += BOOKINGS_PER_STATEMENT) {
    const hi = lo + BOOKINGS_PER_STATEMENT - 1;
    await seedStatusHistory(db, adminId, today, lo, hi);
    await seedFollowUps(db, adminId, today, lo, hi);
    report(`status history and follow-ups of bookings ${lo}-${Math.min(hi, ids?.hi ?? hi)}`);
  }
  await bulkLoad(db, ENQUIRY_TABLES, async (tx) => {
    for (let lo = ids?.lo ?? 1; lo <= (ids?.hi ?? 0); lo += BOOKINGS_PER_STATEMENT) {
      const hi = lo + BOOKINGS_PER_STATEMENT - 1;
      await seedEnquiryRange(tx, adminId, today, lo, hi);
      report(`enquiries of bookings ${lo}-${Math.min(hi, ids?.hi ?? hi)}`);
    }
  });
  report("the enquiries' indexes and references");
  // Fresh statistics and visibility maps, so the planner knows the sizes and the live-booking
  // indexes answer counts without visiting the table.
  await db.execute(sql`vacuum analyze`);
}
