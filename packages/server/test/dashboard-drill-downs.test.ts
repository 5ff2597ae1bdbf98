/**
 * The dashboard's drill-downs on the generated business of the dashboard's tests: every column of
 * every project, partner and the direct sales lists exactly the bookings the domain's rule counts,
 * in the contract's order, as long as its tile says; a plot column lists each of its plots once,
 * in the Plots screen's order.
 */
import {
  BOOKING_COLUMNS,
  countBookingColumns,
  countPlotColumns,
  daysOverdue,
  isInBookingColumn,
  makeBookingRow,
  PLOT_COLUMNS,
  plotsInColumn,
  type BookingColumn,
  type CalendarDate,
  type DashboardBooking,
  type DashboardInput,
  type PlotColumn,
  type PlotStatus,
} from '@plotline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardInput, generateBusiness } from './support/generated-business';
import { ADMIN_ID, insertPlot, insertProject } from './support/sales-fixtures';
import { startTestServer, type TestServer } from './support/test-server';

const NOW = new Date('2026-11-22T06:30:00Z');
const TODAY: CalendarDate = '2026-11-22';
const SEED = 2026;
const MISSING_ID = 999_999;

/** A project of its own whose plot numbers sort naturally (A-2 before A-10), case ignored. */
const PLOT_ORDER_PROJECT = 'Plot Number Order';
const PLOT_NUMBERS = ['A-10', 'a-2', 'A-1', 'B-3', 'CLUB', 'A-21', 'b-12', 'A-3'];

let server: TestServer;
let admin: { authorization: string };
let input: DashboardInput;

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  admin = await server.admin();
  await generateBusiness(server.db, SEED, ADMIN_ID, TODAY);
  const projectId = await insertProject(server.db, PLOT_ORDER_PROJECT);
  for (const plotNumber of PLOT_NUMBERS) await insertPlot(server.db, projectId, plotNumber);
  input = await dashboardInput(server.db, TODAY);
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

type Owner = { name: string; url: string; owns: (booking: DashboardBooking) => boolean };

/** Every row of both overviews whose cells open a bookings drill-down. */
function everyOwner(): Owner[] {
  return [
    ...input.projects.map((project) => ({
      name: project.name,
      url: `/api/dashboard/projects/${project.id}/bookings`,
      owns: (booking: DashboardBooking) => booking.projectId === project.id,
    })),
    ...input.channelPartners.map((partner) => ({
      name: partner.name,
      url: `/api/dashboard/channel-partners/${partner.id}/bookings`,
      owns: (booking: DashboardBooking) => booking.channelPartnerId === partner.id,
    })),
    {
      name: 'Direct Sales',
      url: '/api/dashboard/direct-sales/bookings',
      owns: (booking: DashboardBooking) => booking.channelPartnerId === null,
    },
  ];
}

// ------------------------------------------------------------------ the booking drill-downs

describe('the booking drill-downs', () => {
  it('stand on a business that reaches every column, the direct sales on two pages', () => {
    const counts = countBookingColumns(input.bookings, BOOKING_COLUMNS, TODAY);
    const directSales = input.bookings.filter((booking) => booking.channelPartnerId === null);
    for (const column of BOOKING_COLUMNS) expect(counts[column], column).toBeGreaterThan(5);
    expect(directSales.length).toBeGreaterThan(PAGE_SIZE);
  });

  it.each(BOOKING_COLUMNS)(
    '%s of every project, partner and the direct sales lists what the domain counts',
    async (column) => {
      for (const owner of everyOwner()) {
        const { first, rows } = await allPages(`${owner.url}?column=${column}`);
        const owned = input.bookings.filter(owner.owns);
        const expected = owned.filter((booking) => isInBookingColumn(column, booking, TODAY));

        expect(first, owner.name).toMatchObject({ asOf: TODAY, name: owner.name, column });
        expect(first.counts, owner.name).toEqual(
          countBookingColumns(owned, BOOKING_COLUMNS, TODAY),
        );
        expect(first.bookings.totalCount, owner.name).toBe(first.counts[column]);
        expect(rows, owner.name).toEqual(inDrillDownOrder(column, expected.map(expectedRow)));
      }
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
      totalCountEstimated: false,
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
  it.each(PLOT_COLUMNS)(
    '%s of every project lists what the domain counts, as long as its tile',
    async (column: PlotColumn) => {
      for (const { id: projectId, name } of input.projects) {
        const { first, rows } = await allPages(
          `/api/dashboard/projects/${projectId}/plots?column=${column}`,
        );
        const owned = input.plots.filter((plot) => plot.projectId === projectId);
        const withStatus = (status: PlotStatus) =>
          owned.filter((plot) => plot.status === status).length;
        const listed = plotsInColumn(owned, column).map((plot) => ({
          plotId: plot.id,
          plotNumber: plot.plotNumber,
          size: plot.plotSize,
          sizeUnit: plot.sizeUnit,
          status: plot.status,
        }));

        expect(first, name).toMatchObject({ name, column });
        expect(first.counts, name).toEqual({
          totalPlots: countPlotColumns(owned).totalPlots,
          available: withStatus('Available'),
          booked: withStatus('Booked'),
          sold: withStatus('Sold'),
          hold: withStatus('Hold'),
        });
        expect(first.plots.totalCount, name).toBe(countPlotColumns(owned)[column]);
        // The order is the Plots screen's, tested there; here every plot is listed once.
        const byId = (a: { plotId: number }, b: { plotId: number }) => a.plotId - b.plotId;
        expect([...rows].sort(byId), name).toEqual(listed.sort(byId));
      }
    },
  );

  it('lists plot numbers as the Plots screen orders them, a page at a time', async () => {
    const project = input.projects.find((p) => p.name === PLOT_ORDER_PROJECT)!;
    const url = `/api/dashboard/projects/${project.id}/plots?column=totalPlots&pageSize=5`;
    const page1 = await get(url);
    const page2 = await get(`${url}&page=2`);

    const numbers = (res: typeof page1) =>
      res.body.plots.data.map((plot: { plotNumber: string }) => plot.plotNumber);
    expect([...numbers(page1), ...numbers(page2)]).toEqual([
      'A-1',
      'a-2',
      'A-3',
      'A-10',
      'A-21',
      'B-3',
      'b-12',
      'CLUB',
    ]);
    expect(page2.body.plots).toMatchObject({
      totalCount: 8,
      totalPages: 2,
      hasNextPage: false,
      hasPreviousPage: true,
      totalCountEstimated: false,
    });
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
    expect(res.body).toEqual({ code: 'not_found', message });
  });

  it.each([
    '/api/dashboard/direct-sales/bookings?column=plots',
    '/api/dashboard/direct-sales/bookings',
    '/api/dashboard/direct-sales/bookings?column=total&pageSize=101',
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
