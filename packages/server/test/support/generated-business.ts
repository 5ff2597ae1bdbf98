/**
 * A generated business for the dashboard's tests: several projects, hundreds of plots and
 * bookings of every status around the age buckets' and severities' edges, written straight into
 * the database (through the tally triggers), and the rows the domain's reference reads.
 */
import {
  addDays,
  type BookingStatus,
  type CalendarDate,
  type DashboardInput,
  type PlotStatus,
} from '@plotline/domain';
import type { Database } from '../../src/db/database';
import { bookings, channelPartners, plots, projects } from '../../src/db/schema';
import { seededRandom, type Random } from '../../src/seed/demo/random';
import { bookingRow, DIRECT_SALE, partnerRow, RAVI_KUMAR } from './sales-fixtures';

/** Accents, letter case and numbers in names, so the order has to treat them as the database does. */
const PROJECT_NAMES = [
  'Green Valley',
  'green valley',
  'Phase 10 Enclave',
  'Phase 2 Enclave',
  'Élan Heights',
  'Aravalli Residency',
  'Shree Ram Nagar',
  'Lotus Greens',
  'Sunrise Villas',
  'Kesar Bagh',
  'Palm Grove',
  'Orchid Enclave',
  'Metro Heights',
  'Rose Garden',
];
const PARTNER_NAMES = [
  'Rakesh Verma',
  'rakesh verma',
  'Sharma & Sons',
  'Agarwal Estates',
  'Ömkar Realty',
  'Partner 10',
  'Partner 9',
  'Zenith Homes',
  'Bharat Properties',
  'Kiran Realtors',
  'Deepak Associates',
  'Mehta Brokers',
  'Nirmal Estates',
  'Vijay Land Co',
];
const PLOT_STATUSES = [
  ['Available', 3],
  ['Booked', 4],
  ['Sold', 2],
  ['Hold', 1],
] as const satisfies readonly (readonly [PlotStatus, number])[];
const LIVE_STATUSES = [
  ['Pending', 1],
  ['Token', 4],
  ['Booking', 3],
  ['RegistryDone', 3],
] as const satisfies readonly (readonly [BookingStatus, number])[];
/** Around the age buckets' and overdue severities' edges, so every boundary is crossed. */
const AGE_EDGES = [0, -1, -30, -31, -60, -61, -90, -91, 1, 12];
const REGISTRY_EDGES = [1, 0, -1, -14, -15, -30, -31, -45];

type NewBooking = typeof bookings.$inferInsert;

function datesOf(
  random: Random,
  today: CalendarDate,
): { bookingDate: CalendarDate; registryDate: CalendarDate } {
  const duration = random.int(1, 90);
  if (random.chance(0.5)) {
    const booked = random.chance(0.5) ? random.pick(AGE_EDGES) : random.int(-130, 10);
    return { bookingDate: addDays(today, booked), registryDate: addDays(today, booked + duration) };
  }
  const due = random.chance(0.5) ? random.pick(REGISTRY_EDGES) : random.int(-60, 60);
  return { bookingDate: addDays(today, due - duration), registryDate: addDays(today, due) };
}

/** A business of several projects, hundreds of plots and bookings of every status, some overdue. */
export async function generateBusiness(
  db: Database,
  seed: number,
  adminId: number,
  today: CalendarDate,
): Promise<void> {
  const random = seededRandom(seed);
  const projectRows = await db
    .insert(projects)
    .values(
      [...PROJECT_NAMES.filter(() => random.chance(0.7)), 'Project Without Plots'].map((name) => ({
        name,
        totalProjectArea: 100_000,
        roadsArea: 10_000,
        totalSaleableArea: 10_000,
        createdBy: adminId,
      })),
    )
    .returning({ id: projects.id, name: projects.name });
  const partnerRows = await db
    .insert(channelPartners)
    .values(
      PARTNER_NAMES.filter(() => random.chance(0.7)).map((name) =>
        partnerRow({ ...RAVI_KUMAR, name, isActive: random.chance(0.8) }, adminId),
      ),
    )
    .returning({ id: channelPartners.id });
  const plotValues = projectRows
    .filter((project) => project.name !== 'Project Without Plots')
    .flatMap((project) =>
      Array.from({ length: random.int(20, 70) }, (_, i) => ({
        projectId: project.id,
        plotNumber: `P-${i + 1}`,
        plotSize: random.pick([900, 1200, 1500, 1800]),
        status: random.weighted(PLOT_STATUSES),
        createdBy: adminId,
      })),
    );
  const plotRows = await db
    .insert(plots)
    .values(plotValues)
    .returning({ id: plots.id, projectId: plots.projectId, status: plots.status });

  let number = 0;
  const booking = (plot: (typeof plotRows)[number], bookingStatus: BookingStatus): NewBooking => {
    number += 1;
    const direct = partnerRows.length === 0 || random.chance(0.35);
    return bookingRow({
      // One booking is saved without a number, which the overtime list shows as '#id'.
      bookingNumber: number === 7 ? '' : `BK-${seed}-${number}`,
      projectId: plot.projectId,
      plotId: plot.id,
      ...(direct ? DIRECT_SALE : { channelPartnerId: random.pick(partnerRows).id }),
      bookingStatus,
      ...datesOf(random, today),
      plotOwnerName: `Owner ${number}`,
      plotOwnerEmail: direct ? `owner${number}@example.in` : null,
      createdBy: adminId,
      updatedBy: adminId,
    });
  };
  const bookingValues = plotRows.flatMap((plot) => {
    const cancelled = Array.from(
      {
        length: random.weighted([
          [0, 6],
          [1, 3],
          [2, 1],
        ]),
      },
      () => booking(plot, 'Cancelled'),
    );
    const holds = plot.status === 'Booked' || plot.status === 'Sold';
    return holds ? [...cancelled, booking(plot, random.weighted(LIVE_STATUSES))] : cancelled;
  });
  await db.insert(bookings).values(bookingValues);
}

/** Every row of the four tables the dashboard reads, as the domain's reference takes them. */
export async function dashboardInput(db: Database, today: CalendarDate): Promise<DashboardInput> {
  return {
    today,
    projects: await db.select({ id: projects.id, name: projects.name }).from(projects),
    plots: await db
      .select({
        id: plots.id,
        projectId: plots.projectId,
        plotNumber: plots.plotNumber,
        status: plots.status,
        plotSize: plots.plotSize,
        sizeUnit: plots.sizeUnit,
      })
      .from(plots),
    bookings: await db
      .select({
        id: bookings.id,
        bookingNumber: bookings.bookingNumber,
        projectId: bookings.projectId,
        plotId: bookings.plotId,
        channelPartnerId: bookings.channelPartnerId,
        bookingStatus: bookings.bookingStatus,
        bookingDate: bookings.bookingDate,
        registryDate: bookings.registryDate,
        plotOwnerName: bookings.plotOwnerName,
        plotOwnerEmail: bookings.plotOwnerEmail,
      })
      .from(bookings),
    channelPartners: await db
      .select({ id: channelPartners.id, name: channelPartners.name })
      .from(channelPartners),
  };
}
