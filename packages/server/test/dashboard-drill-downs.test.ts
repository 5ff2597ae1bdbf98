/**
 * The dashboard's drill-downs on a generated business: every column of every project, partner and
 * the direct sales lists exactly the bookings the domain's rule counts, in the contract's order,
 * as long as its tile says; the plot drill-down lists a project's plots by plot number.
 */
import {
  addDays,
  BOOKING_COLUMNS,
  countBookingColumns,
  countPlotColumns,
  daysOverdue,
  isInBookingColumn,
  makeBookingRow,
  PLOT_COLUMNS,
  PLOT_STATUSES,
  plotsInColumn,
  type BookingColumn,
  type BookingStatus,
  type CalendarDate,
  type DashboardBooking,
  type DashboardInput,
  type PlotColumn,
  type PlotStatus,
} from '@plotline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, channelPartners, plots, projects } from '../src/db/schema';
import { seededRandom } from '../src/seed/demo/random';
import {
  bookingRow,
  DIRECT_SALE,
  insertPlot,
  insertProject,
  partnerRow,
  RAVI_KUMAR,
} from './support/sales-fixtures';
import { startTestServer, type TestServer } from './support/test-server';

const NOW = new Date('2026-11-22T06:30:00Z');
const TODAY: CalendarDate = '2026-11-22';
const MISSING_ID = 999_999;

/** Booking and registry dates around the age buckets' and overdue edges, in days from today. */
const DAY_EDGES = [1, 0, -1, -30, -31, -60, -61, -90, -91, -120];
const LIVE_STATUSES = [
  ['Pending', 1],
  ['Token', 4],
  ['Booking', 3],
  ['RegistryDone', 3],
] as const satisfies readonly (readonly [BookingStatus, number])[];
const CANCELLED_PER_PLOT = [
  [0, 6],
  [1, 3],
  [2, 1],
] as const satisfies readonly (readonly [number, number])[];
/** Natural order (A-2 before A-10), letter case ignored. */
const PLOT_NUMBERS = ['A-10', 'a-2', 'A-1', 'B-3', 'CLUB', 'A-21', 'b-12', 'A-3'];
/** The last project has no plots and so no bookings. */
const PROJECT_NAMES = ['Green Valley', 'Lotus Greens', 'Project Without Plots'];
const PARTNER_NAMES = ['Rakesh Verma', 'Sharma & Sons'];

let server: TestServer;
let admin: { authorization: string };
let input: DashboardInput;

/**
 * Two projects of plots in every status and a third with none; two partners and direct sales;
 * each plot with up to two cancelled bookings and maybe a live one, dated on the edges.
 */
async function generateBusiness(): Promise<void> {
  const random = seededRandom(2026);
  const projectIds: number[] = [];
  for (const name of PROJECT_NAMES) projectIds.push(await insertProject(server.db, name));
  const partnerIds = await Promise.all(
    PARTNER_NAMES.map(async (name) => {
      const [partner] = await server.db
        .insert(channelPartners)
        .values(partnerRow({ ...RAVI_KUMAR, name }))
        .returning({ id: channelPartners.id });
      return partner!.id;
    }),
  );
  const plotIds: { id: number; projectId: number }[] = [];
  for (const projectId of projectIds.slice(0, 2)) {
    for (let i = 0; i < 60; i += 1) {
      const number = PLOT_NUMBERS[i] ?? `P-${i}`;
      const id = await insertPlot(server.db, projectId, number, random.pick(PLOT_STATUSES));
      plotIds.push({ id, projectId });
    }
  }
  let count = 0;
  const booking = (plot: (typeof plotIds)[number], bookingStatus: BookingStatus) => {
    count += 1;
    const direct = random.chance(0.5);
    return bookingRow({
      // One booking saved without a number, which the drill-down shows as '#id'.
      bookingNumber: count === 5 ? '' : `BK-DD-${count}`,
      projectId: plot.projectId,
      plotId: plot.id,
      ...(direct ? DIRECT_SALE : { channelPartnerId: random.pick(partnerIds) }),
      bookingStatus,
      bookingDate: addDays(TODAY, random.pick(DAY_EDGES)),
      registryDate: addDays(TODAY, random.pick(DAY_EDGES) + random.int(0, 20)),
      plotOwnerName: `Owner ${count}`,
      plotOwnerEmail: direct ? `owner${count}@example.in` : null,
    });
  };
  const rows = plotIds.flatMap((plot) => [
    ...Array.from({ length: random.weighted(CANCELLED_PER_PLOT) }, () =>
      booking(plot, 'Cancelled'),
    ),
    ...(random.chance(0.9) ? [booking(plot, random.weighted(LIVE_STATUSES))] : []),
  ]);
  await server.db.insert(bookings).values(rows);
}

/** Every row the drill-downs read, as the domain's rules take them. */
async function readInput(): Promise<DashboardInput> {
  return {
    today: TODAY,
    projects: await server.db.select({ id: projects.id, name: projects.name }).from(projects),
    plots: await server.db
      .select({
        id: plots.id,
        projectId: plots.projectId,
        plotNumber: plots.plotNumber,
        status: plots.status,
        plotSize: plots.plotSize,
        sizeUnit: plots.sizeUnit,
      })
      .from(plots),
    bookings: await server.db
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
    channelPartners: await server.db
      .select({ id: channelPartners.id, name: channelPartners.name })
      .from(channelPartners),
  };
}

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  admin = await server.admin();
  await generateBusiness();
  input = await readInput();
});
afterAll(() => server.close());

/** As the admin, or as `caller` (null: nobody signed in). */
const get = (url: string, caller: { authorization: string } | null = admin) =>
  server.request({ method: 'GET', url, headers: caller ?? undefined });

const PAGE_SIZE = 50;

/** Every page of a drill-down's list, the largest page size at a time, and the first answer. */
async function allPages(url: string) {
  const first = await get(`${url}&pageSize=${PAGE_SIZE}`);
  expect(first.status).toBe(200);
  const list = first.body.plots ?? first.body.bookings;
  const rows = [...list.data];
  for (let page = 2; page <= list.totalPages; page += 1) {
    const next = await get(`${url}&pageSize=${PAGE_SIZE}&page=${page}`);
    rows.push(...(next.body.plots ?? next.body.bookings).data);
  }
  return { first: first.body, rows };
}

// ------------------------------------------------------------------ the domain's reference

/** The drill-down row of a booking, from the domain's row of the dashboard's modals. */
function expectedRow(booking: DashboardBooking) {
  const row = makeBookingRow(input)(booking);
  return {
    bookingId: row.bookingId,
    bookingNumber: row.bookingNumber,
    projectId: row.projectId,
    projectName: row.projectName,
    plotNumber: row.plotNumber,
    clientName: row.clientName,
    bookingDate: row.bookingDate,
    bookingStatus: row.bookingStatus,
    registryDate: row.registryDate,
    daysOverdue: daysOverdue(booking, TODAY),
    channelPartnerName: booking.channelPartnerId === null ? null : row.salesChannel,
    directSaleEmail: row.directSaleEmail,
  };
}

/** The contract's order: most days overdue first for Extra Time, else newest booking date first. */
function inDrillDownOrder(column: BookingColumn, rows: ReturnType<typeof expectedRow>[]) {
  return [...rows].sort((a, b) =>
    column === 'extraTime'
      ? b.daysOverdue - a.daysOverdue || a.bookingId - b.bookingId
      : b.bookingDate.localeCompare(a.bookingDate) || b.bookingId - a.bookingId,
  );
}

type OverviewRow = { kind: 'project' | 'channelPartner' | 'directSales'; name: string };

/** Every row of both overviews whose cells open a bookings drill-down. */
const OVERVIEW_ROWS: OverviewRow[] = [
  ...PROJECT_NAMES.map((name) => ({ kind: 'project' as const, name })),
  ...PARTNER_NAMES.map((name) => ({ kind: 'channelPartner' as const, name })),
  { kind: 'directSales', name: 'Direct Sales' },
];

/** The row's drill-down address and the bookings it is about. */
function drillDownOf({ kind, name }: OverviewRow) {
  if (kind === 'directSales') {
    return {
      url: '/api/dashboard/direct-sales/bookings',
      owns: (booking: DashboardBooking) => booking.channelPartnerId === null,
    };
  }
  if (kind === 'project') {
    const project = input.projects.find((p) => p.name === name)!;
    return {
      url: `/api/dashboard/projects/${project.id}/bookings`,
      owns: (booking: DashboardBooking) => booking.projectId === project.id,
    };
  }
  const partner = input.channelPartners.find((p) => p.name === name)!;
  return {
    url: `/api/dashboard/channel-partners/${partner.id}/bookings`,
    owns: (booking: DashboardBooking) => booking.channelPartnerId === partner.id,
  };
}

// ------------------------------------------------------------------ the booking drill-downs

describe('the booking drill-downs', () => {
  it('stand on a business that reaches every column, the direct sales on two pages', () => {
    const counts = countBookingColumns(input.bookings, BOOKING_COLUMNS, TODAY);
    const directSales = input.bookings.filter((booking) => booking.channelPartnerId === null);
    for (const column of BOOKING_COLUMNS) expect(counts[column], column).toBeGreaterThan(5);
    expect(directSales.length).toBeGreaterThan(PAGE_SIZE);
  });

  describe.each(OVERVIEW_ROWS.map((row) => [`${row.kind} ${row.name}`, row] as const))(
    '%s',
    (_label, row) => {
      it.each(BOOKING_COLUMNS)(
        '%s lists what the domain counts, as long as its tile',
        async (c) => {
          const { url, owns } = drillDownOf(row);
          const { first, rows } = await allPages(`${url}?column=${c}`);
          const owned = input.bookings.filter(owns);
          const expected = owned.filter((booking) => isInBookingColumn(c, booking, TODAY));

          expect(first).toMatchObject({ asOf: TODAY, name: row.name, column: c });
          expect(first.counts).toEqual(countBookingColumns(owned, BOOKING_COLUMNS, TODAY));
          expect(first.bookings.totalCount).toBe(first.counts[c]);
          expect(rows).toEqual(inDrillDownOrder(c, expected.map(expectedRow)));
        },
      );
    },
  );

  it('counts a project’s bookings in a status as the Bookings screen filtered to it', async () => {
    const statuses = {
      token: 'Token',
      booking: 'Booking',
      registryDone: 'RegistryDone',
      cancelled: 'Cancelled',
    } as const;
    for (const project of input.projects) {
      const drillDown = await get(`/api/dashboard/projects/${project.id}/bookings?column=total`);
      for (const [column, bookingStatus] of Object.entries(statuses)) {
        const filtered = await get(
          `/api/bookings/filtered?projectId=${project.id}&bookingStatus=${bookingStatus}`,
        );
        expect(drillDown.body.counts[column], `${project.name} ${column}`).toBe(
          filtered.body.totalCount,
        );
      }
    }
  });

  it('pages the list: page 2 of 5 follows page 1, a page past the end is empty', async () => {
    const url = '/api/dashboard/direct-sales/bookings?column=total';
    const { rows } = await allPages(url);
    const page1 = await get(`${url}&pageSize=5`);
    const page2 = await get(`${url}&pageSize=5&page=2`);
    const past = await get(`${url}&pageSize=5&page=${Math.ceil(rows.length / 5) + 1}`);

    expect(page1.body.bookings).toEqual({
      data: rows.slice(0, 5),
      totalCount: rows.length,
      totalPages: Math.ceil(rows.length / 5),
      hasNextPage: true,
      hasPreviousPage: false,
    });
    expect(page2.body.bookings.data).toEqual(rows.slice(5, 10));
    expect(page2.body.bookings.hasPreviousPage).toBe(true);
    expect(past.body.bookings.data).toEqual([]);
  });

  it('lists 10 bookings when no page size is asked for', async () => {
    const res = await get('/api/dashboard/direct-sales/bookings?column=total');
    expect(res.body.bookings.data).toHaveLength(10);
  });
});

// ------------------------------------------------------------------ the plot drill-down

describe('the plot drill-down', () => {
  const plotCases = PROJECT_NAMES.flatMap((name) =>
    PLOT_COLUMNS.map((column) => [name, column] as const),
  );

  it.each(plotCases)(
    '%s %s lists its plots by plot number, as long as its tile',
    async (name, column: PlotColumn) => {
      const projectId = input.projects.find((project) => project.name === name)!.id;
      const { first, rows } = await allPages(
        `/api/dashboard/projects/${projectId}/plots?column=${column}`,
      );
      const owned = input.plots.filter((plot) => plot.projectId === projectId);
      const status = (s: PlotStatus) => owned.filter((plot) => plot.status === s).length;
      const listed = plotsInColumn(owned, column);

      expect(first).toMatchObject({ name, column });
      expect(first.counts).toEqual({
        totalPlots: countPlotColumns(owned).totalPlots,
        available: status('Available'),
        booked: status('Booked'),
        sold: status('Sold'),
        hold: status('Hold'),
      });
      expect(first.plots.totalCount).toBe(countPlotColumns(owned)[column]);
      expect(rows.map((plot: { plotId: number }) => plot.plotId).sort()).toEqual(
        listed.map((plot) => plot.id).sort(),
      );
      const plot = listed[0];
      if (plot) {
        expect(rows).toContainEqual({
          plotId: plot.id,
          plotNumber: plot.plotNumber,
          size: plot.plotSize,
          sizeUnit: plot.sizeUnit,
          status: plot.status,
        });
      }
    },
  );

  it('orders plot numbers naturally, letter case ignored', async () => {
    const [greenValley] = input.projects;
    const res = await get(
      `/api/dashboard/projects/${greenValley!.id}/plots?column=totalPlots&pageSize=10`,
    );
    expect(res.body.plots.data.map((plot: { plotNumber: string }) => plot.plotNumber)).toEqual([
      'A-1',
      'a-2',
      'A-3',
      'A-10',
      'A-21',
      'B-3',
      'b-12',
      'CLUB',
      'P-8',
      'P-9',
    ]);
  });
});

// ------------------------------------------------------------------ refusals

describe('refusals', () => {
  it.each([
    [`/api/dashboard/projects/${MISSING_ID}/plots?column=totalPlots`, 'Project not found'],
    [`/api/dashboard/projects/${MISSING_ID}/bookings?column=total`, 'Project not found'],
    [
      `/api/dashboard/channel-partners/${MISSING_ID}/bookings?column=total`,
      'Channel partner not found',
    ],
  ])('%s is 404', async (url, message) => {
    const res = await get(url);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message });
  });

  it.each([
    '/api/dashboard/direct-sales/bookings?column=plots',
    '/api/dashboard/direct-sales/bookings',
    '/api/dashboard/direct-sales/bookings?column=total&pageSize=7',
    '/api/dashboard/projects/1/bookings?column=availablePlots',
    '/api/dashboard/projects/1/plots?column=token',
  ])('%s is 400', async (url) => {
    const res = await get(url);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('refuses nobody signed in with 401', async () => {
    const res = await get('/api/dashboard/direct-sales/bookings?column=total', null);
    expect(res.status).toBe(401);
  });

  it('lets a signed-in user without any permission read them', async () => {
    const staff = await server.userWith([]);
    const res = await get('/api/dashboard/direct-sales/bookings?column=total', staff.headers);
    expect(res.status).toBe(200);
  });
});
