import {
  addDays,
  buildDashboard,
  type BookingStatus,
  type CalendarDate,
  type DashboardInput,
  type PlotStatus,
} from '@plotline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { bookings, channelPartners, plots, projects } from '../src/db/schema';
import { seededRandom, type Random } from '../src/seed/demo/random';
import {
  bookedOn,
  bookingRow,
  DIRECT_SALE,
  partnerRow,
  RAVI_KUMAR,
  TOKEN_BOOKING,
} from './support/sales-fixtures';
import { startTestServer, type TestServer } from './support/test-server';

const NOW = new Date('2026-11-22T06:30:00Z');
const TODAY: CalendarDate = '2026-11-22';

let server: TestServer;
let adminId: number;
beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  adminId = (await server.userWith([])).id;
});
afterAll(() => server.close());

const summary = async (headers?: { authorization: string }) =>
  server.request({ method: 'GET', url: '/api/dashboard/summary', headers });

async function emptyBusiness(db: Database): Promise<void> {
  await db.delete(bookings);
  await db.delete(channelPartners);
  await db.delete(plots);
  await db.delete(projects);
}

// ------------------------------------------------------------------ generated business

/** Accents, letter case and numbers in names, so the sort has to read them as people do. */
const PROJECT_NAMES = [
  'Green Valley',
  'green valley',
  'Phase 10 Enclave',
  'Phase 2 Enclave',
  'Élan Heights',
  'Aravalli Residency',
  'Shree Ram Nagar',
  'Lotus Greens',
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

function datesOf(random: Random): { bookingDate: CalendarDate; registryDate: CalendarDate } {
  const duration = random.int(1, 90);
  if (random.chance(0.5)) {
    const booked = random.chance(0.5) ? random.pick(AGE_EDGES) : random.int(-130, 10);
    return { bookingDate: addDays(TODAY, booked), registryDate: addDays(TODAY, booked + duration) };
  }
  const due = random.chance(0.5) ? random.pick(REGISTRY_EDGES) : random.int(-60, 60);
  return { bookingDate: addDays(TODAY, due - duration), registryDate: addDays(TODAY, due) };
}

/** A business of several projects, hundreds of plots and bookings of every status, some overdue. */
async function generateBusiness(db: Database, seed: number): Promise<void> {
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
      ...datesOf(random),
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
async function dashboardInput(db: Database): Promise<DashboardInput> {
  return {
    today: TODAY,
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

/** The domain's reference dashboard in the contract's DashboardSummary shape. */
function expectedSummary(input: DashboardInput) {
  const dashboard = buildDashboard(input);
  const partnerOf = new Map(input.bookings.map((b) => [b.id, b.channelPartnerId]));
  return {
    asOf: input.today,
    cards: dashboard.cards,
    projectsOverview: dashboard.projectsOverview,
    channelPartnersOverview: dashboard.channelPartnersOverview,
    overtime: dashboard.overtime.bookings.map((row) => ({
      bookingId: row.bookingId,
      bookingNumber: row.bookingNumber,
      projectId: row.projectId,
      projectName: row.projectName,
      plotNumber: row.plotNumber,
      plotOwnerName: row.clientName,
      channelPartnerName: partnerOf.get(row.bookingId) === null ? null : row.salesChannel,
      bookingStatus: row.bookingStatus,
      bookingDate: row.bookingDate,
      registryDate: row.registryDate,
      daysOverdue: row.daysOverdue,
      severity: row.severity,
    })),
  };
}

describe('getDashboardSummary on generated businesses', () => {
  it.each([1, 7, 42, 2026, 31337])('matches the domain reference, seed %i', async (seed) => {
    await emptyBusiness(server.db);
    await generateBusiness(server.db, seed);
    const input = await dashboardInput(server.db);
    // The generator must reach what the rules are about, or equality proves little.
    const statuses = new Set(input.bookings.map((b) => b.bookingStatus));
    expect([...statuses].sort()).toEqual([
      'Booking',
      'Cancelled',
      'Pending',
      'RegistryDone',
      'Token',
    ]);
    expect(input.bookings.length).toBeGreaterThan(100);
    expect(input.plots.length).toBeGreaterThan(100);

    const res = await summary(await server.admin());
    expect(res.status).toBe(200);
    const expected = expectedSummary(input);
    expect(expected.overtime.length).toBeGreaterThan(5);
    expect(new Set(expected.overtime.map((b) => b.severity))).toEqual(
      new Set(['yellow', 'orange', 'red']),
    );
    expect(res.body).toEqual(expected);
  });
});

describe('getDashboardSummary', () => {
  it('counts a business with one overdue direct sale', async () => {
    await emptyBusiness(server.db);
    const [project] = await server.db
      .insert(projects)
      .values({
        name: 'Green Valley',
        totalProjectArea: 90_000,
        roadsArea: 9_000,
        totalSaleableArea: 9_000,
        createdBy: adminId,
      })
      .returning();
    const [, bookedPlot] = await server.db
      .insert(plots)
      .values([
        { projectId: project!.id, plotNumber: 'A-101', plotSize: 1200, createdBy: adminId },
        {
          projectId: project!.id,
          plotNumber: 'A-102',
          plotSize: 1500,
          status: 'Booked',
          createdBy: adminId,
        },
      ])
      .returning();
    const [partner] = await server.db
      .insert(channelPartners)
      .values(partnerRow({ ...RAVI_KUMAR, name: 'Rakesh Verma' }, adminId))
      .returning();
    const [booking] = await server.db
      .insert(bookings)
      .values(
        bookingRow({
          ...DIRECT_SALE,
          ...bookedOn('2026-10-03'),
          bookingNumber: 'BK-0001',
          projectId: project!.id,
          plotId: bookedPlot!.id,
          createdBy: adminId,
          updatedBy: adminId,
        }),
      )
      .returning();
    const zeros = {
      token: 0,
      booking: 0,
      registryDone: 0,
      cancelled: 0,
      days0to30: 0,
      days31to60: 0,
      days61to90: 0,
      extraTime: 0,
    };

    const res = await summary(await server.admin());

    expect(res.body).toEqual({
      asOf: TODAY,
      cards: {
        totalProjects: 1,
        totalPlots: 2,
        totalBookings: 1,
        registryDone: 0,
        extraTime: 1,
        channelPartners: 1,
      },
      projectsOverview: [
        {
          projectId: project!.id,
          projectName: 'Green Valley',
          totalPlots: 2,
          availablePlots: 1,
          token: 1,
          booking: 0,
          extraTime: 1,
          registryDone: 0,
        },
      ],
      channelPartnersOverview: [
        {
          channelPartnerId: null,
          partnerName: 'Direct Sales',
          ...zeros,
          total: 1,
          token: 1,
          days31to60: 1,
          extraTime: 1,
        },
        { channelPartnerId: partner!.id, partnerName: 'Rakesh Verma', ...zeros, total: 0 },
      ],
      overtime: [
        {
          bookingId: booking!.id,
          bookingNumber: 'BK-0001',
          projectId: project!.id,
          projectName: 'Green Valley',
          plotNumber: 'A-102',
          plotOwnerName: TOKEN_BOOKING.plotOwnerName,
          channelPartnerName: null,
          bookingStatus: 'Token',
          bookingDate: '2026-10-03',
          registryDate: '2026-11-02',
          daysOverdue: 20,
          severity: 'orange',
        },
      ],
    });
  });

  it('shows an empty business with the Direct Sales row alone, to any signed-in user', async () => {
    await emptyBusiness(server.db);
    const staff = await server.userWith([]);
    const res = await summary(staff.headers);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      asOf: TODAY,
      cards: {
        totalProjects: 0,
        totalPlots: 0,
        totalBookings: 0,
        registryDone: 0,
        extraTime: 0,
        channelPartners: 0,
      },
      projectsOverview: [],
      channelPartnersOverview: [
        {
          channelPartnerId: null,
          partnerName: 'Direct Sales',
          total: 0,
          token: 0,
          booking: 0,
          registryDone: 0,
          cancelled: 0,
          days0to30: 0,
          days31to60: 0,
          days61to90: 0,
          extraTime: 0,
        },
      ],
      overtime: [],
    });
  });

  it('answers 401 to nobody signed in', async () => {
    const res = await summary();
    expect(res.status).toBe(401);
    expect(res.body.message).toEqual(expect.any(String));
  });
});
