/**
 * The dashboard's operations against the domain's reference (buildDashboard and the charts'
 * rules) on generated businesses: the summary's first pages, and every list paged through whole.
 */
import {
  buildDashboard,
  bookingsByMonth,
  listPageMeta,
  registryPipeline,
  type CalendarDate,
  type DashboardInput,
} from '@plotline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { bookings, channelPartners, plots, projects } from '../src/db/schema';
import { dashboardInput, generateBusiness } from './support/generated-business';
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
let admin: { authorization: string };
beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  adminId = (await server.userWith([])).id;
  admin = await server.admin();
});
afterAll(() => server.close());

/** As the admin unless told whose headers to send; null sends none. */
const get = async (url: string, headers: { authorization: string } | null = admin) =>
  server.request({ method: 'GET', url: `/api/dashboard/${url}`, headers: headers ?? undefined });

async function emptyBusiness(db: Database): Promise<void> {
  await db.delete(bookings);
  await db.delete(channelPartners);
  await db.delete(plots);
  await db.delete(projects);
}

/** The first page of a reference list, in the contract's list shape. */
function firstPage<T>(rows: T[], pageSize: number) {
  return {
    data: rows.slice(0, pageSize),
    ...listPageMeta({ totalCount: rows.length, page: 1, pageSize }),
  };
}

/** Every row of a dashboard list, fetched a page at a time, each page's paging checked. */
async function pagedThrough(operation: string, pageSize: number): Promise<unknown[]> {
  const rows: unknown[] = [];
  for (let page = 1; ; page += 1) {
    const res = await get(`${operation}?page=${page}&pageSize=${pageSize}`);
    expect(res.status).toBe(200);
    const { data, ...meta } = res.body;
    expect(meta).toEqual(listPageMeta({ totalCount: meta.totalCount, page, pageSize }));
    rows.push(...data);
    if (!meta.hasNextPage) return rows;
  }
}

/** The domain's reference in the contract's shapes. */
function expectedLists(input: DashboardInput) {
  const dashboard = buildDashboard(input);
  const partnerOf = new Map(input.bookings.map((b) => [b.id, b.channelPartnerId]));
  const [directSales, ...partners] = dashboard.channelPartnersOverview;
  return {
    cards: dashboard.cards,
    projects: dashboard.projectsOverview,
    directSales: directSales!,
    // The admin may view commissions: each partner's, none earned without payments.
    partners: partners.map((row) => ({ ...row, commissionEarned: 0 })),
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

describe.each([1, 7, 42, 2026, 31337])('the dashboard of generated business %i', (seed) => {
  let input: DashboardInput;
  let expected: ReturnType<typeof expectedLists>;
  beforeAll(async () => {
    await emptyBusiness(server.db);
    await generateBusiness(server.db, seed, adminId, TODAY);
    input = await dashboardInput(server.db, TODAY);
    expected = expectedLists(input);
  });

  it('reaches what the rules are about, or equality proves little', () => {
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
    expect(expected.overtime.length).toBeGreaterThan(15);
    expect(new Set(expected.overtime.map((b) => b.severity))).toEqual(
      new Set(['yellow', 'orange', 'red']),
    );
  });

  it('summarises with the cards and the first page of each list', async () => {
    const res = await get('summary');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      asOf: TODAY,
      cards: expected.cards,
      projectsOverview: firstPage(expected.projects, 10),
      directSales: expected.directSales,
      channelPartnersOverview: firstPage(expected.partners, 10),
      overtime: firstPage(expected.overtime, 15),
    });
  });

  it('pages through every project, partner and overdue booking in the reference order', async () => {
    expect(await pagedThrough('projects-overview', 5)).toEqual(expected.projects);
    expect(await pagedThrough('channel-partners-overview', 5)).toEqual(expected.partners);
    expect(await pagedThrough('overtime', 25)).toEqual(expected.overtime);
  });

  it('charts the bookings by month and the registry pipeline', async () => {
    const months = await get('bookings-by-month');
    expect(months.body).toEqual({ asOf: TODAY, months: bookingsByMonth(input) });
    const pipeline = await get('registry-pipeline');
    expect(pipeline.body).toEqual({ asOf: TODAY, ...registryPipeline(input) });
  });
});

const ZEROS = {
  total: 0,
  token: 0,
  booking: 0,
  registryDone: 0,
  cancelled: 0,
  days0to30: 0,
  days31to60: 0,
  days61to90: 0,
  extraTime: 0,
};
const NO_PAGES = {
  totalCount: 0,
  totalPages: 0,
  hasNextPage: false,
  hasPreviousPage: false,
  totalCountEstimated: false,
};
const ONE_PAGE = {
  totalCount: 1,
  totalPages: 1,
  hasNextPage: false,
  hasPreviousPage: false,
  totalCountEstimated: false,
};

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

    const res = await get('summary');

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
      projectsOverview: {
        data: [
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
        ...ONE_PAGE,
      },
      directSales: {
        channelPartnerId: null,
        partnerName: 'Direct Sales',
        ...ZEROS,
        total: 1,
        token: 1,
        days31to60: 1,
        extraTime: 1,
      },
      channelPartnersOverview: {
        data: [
          {
            channelPartnerId: partner!.id,
            partnerName: 'Rakesh Verma',
            ...ZEROS,
            commissionEarned: 0,
          },
        ],
        ...ONE_PAGE,
      },
      overtime: {
        data: [
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
        ...ONE_PAGE,
      },
    });
  });

  it('shows an empty business with the Direct Sales row alone, to any signed-in user', async () => {
    await emptyBusiness(server.db);
    const staff = await server.userWith([]);
    const res = await get('summary', staff.headers);
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
      projectsOverview: { data: [], ...NO_PAGES },
      directSales: { channelPartnerId: null, partnerName: 'Direct Sales', ...ZEROS },
      channelPartnersOverview: { data: [], ...NO_PAGES },
      overtime: { data: [], ...NO_PAGES },
    });
  });
});

describe('the charts of an empty business', () => {
  it('has all twelve months at zero and no project in the pipeline', async () => {
    await emptyBusiness(server.db);
    const months = await get('bookings-by-month');
    expect(months.body.months).toHaveLength(12);
    expect(months.body.months[11]).toEqual({
      month: '2026-11',
      pending: 0,
      token: 0,
      booking: 0,
      registryDone: 0,
      cancelled: 0,
    });
    expect((await get('registry-pipeline')).body).toEqual({
      asOf: TODAY,
      projects: [],
      totalProjects: 0,
    });
  });
});

const PAGED = ['overtime', 'projects-overview', 'channel-partners-overview'];
const OPERATIONS = ['summary', ...PAGED, 'bookings-by-month', 'registry-pipeline'];

describe.each(PAGED)('the paged list %s', (operation) => {
  it('answers a page past the end with no rows and the true total', async () => {
    const res = await get(`${operation}?page=99&pageSize=50`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.hasPreviousPage).toBe(true);
  });

  it.each(['page=0', 'page=x', 'pageSize=0', 'pageSize=500'])(
    'refuses %s with 400',
    async (query) => {
      const res = await get(`${operation}?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    },
  );
});

describe.each(OPERATIONS)('%s', (operation) => {
  it('answers 401 to nobody signed in', async () => {
    const res = await get(operation, null);
    expect(res.status).toBe(401);
    expect(res.body.message).toEqual(expect.any(String));
  });
});
