/**
 * Realistic demo data for a new installation: a plotted-development business in Rajasthan with
 * its amenities, projects, plots in every status, channel partners of all five natures, and
 * bookings in every status (some past their registry date) with their history and follow-ups,
 * and most bookings' payment schedules, payments and their partners' commission payouts, and
 * the enquiries of the last three months at every stage, a few of them booked as demo bookings.
 * The same today always gives the same business; every date is counted back from today.
 */
import type { CalendarDate } from '@plotline/domain';
import type { Database } from '../db/database';
import { seededRandom } from './demo/random';
import { seedCatalogue } from './demo/seed-catalogue';
import { seedEnquiries } from './demo/seed-enquiries';
import { seedPartners } from './demo/seed-partners';
import { seedPayments } from './demo/seed-payments';
import { seedPlots } from './demo/seed-plots';
import { seedSales } from './demo/seed-sales';

const DEMO_SEED = 20_240_615;

export async function seedDemoData(
  db: Database,
  adminId: number,
  today: CalendarDate,
): Promise<void> {
  const random = seededRandom(DEMO_SEED);
  // All or nothing: a failed seed leaves an empty business, not half of one.
  await db.transaction(async (tx) => {
    const projects = await seedCatalogue(tx, random, adminId, today);
    const plots = await seedPlots(tx, random, adminId, projects);
    const partners = await seedPartners(tx, random, adminId, today);
    const sales = await seedSales(tx, random, adminId, today, plots, partners);
    await seedPayments(tx, random, adminId, today, sales, plots);
    await seedEnquiries(tx, random, adminId, today, { projects, partners, sales });
  });
}
