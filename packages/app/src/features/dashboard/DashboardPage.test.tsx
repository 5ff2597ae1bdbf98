import type {
  BookingDrillDown,
  BookingsByMonth,
  DashboardSummary,
  OvertimeBookingList,
  PlotDrillDown,
  ProjectOverviewList,
  RegistryPipeline,
} from '@plotline/api-client';
import { enquiryFunnelOf, monthEnd } from '@plotline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { businessToday } from '../../business-today';
import { json, user, type FakeRoutes } from '../../../test/fake-api';
import { renderApp, STORED } from '../../../test/render-app';

const page = <Row,>(data: Row[], totalCount = data.length) => ({
  data,
  totalCount,
  totalCountEstimated: false,
  totalPages: Math.ceil(totalCount / 10),
  hasNextPage: totalCount > 10,
  hasPreviousPage: false,
});

const noBookings = {
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

const project = (projectId: number, projectName: string, token: number) => ({
  projectId,
  projectName,
  totalPlots: 20,
  availablePlots: 0,
  token,
  booking: 0,
  extraTime: 0,
  registryDone: 0,
});

const overdue = {
  bookingId: 41,
  bookingNumber: 'BK-0041',
  projectId: 7,
  projectName: 'Green Valley',
  plotNumber: 'A-3',
  plotOwnerName: 'Anil Sharma',
  channelPartnerName: null,
  bookingStatus: 'Token' as const,
  bookingDate: '2026-08-01',
  registryDate: '2026-10-01',
  daysOverdue: 54,
  severity: 'red' as const,
};

const SUMMARY: DashboardSummary = {
  asOf: '2026-11-24',
  cards: {
    totalProjects: 12,
    totalPlots: 240,
    totalBookings: 87,
    registryDone: 31,
    extraTime: 16,
    channelPartners: 5,
  },
  projectsOverview: page([project(7, 'Green Valley', 4)], 12),
  directSales: { channelPartnerId: null, partnerName: 'Direct Sales', ...noBookings, total: 9 },
  channelPartnersOverview: page([]),
  overtime: page([overdue], 16),
};

const PROJECT_PAGE_2: ProjectOverviewList = {
  ...page([project(9, 'Sunrise Enclave', 0)], 12),
  hasPreviousPage: true,
};

const BY_MONTH: BookingsByMonth = {
  asOf: '2026-11-24',
  months: Array.from({ length: 12 }, (_, index) => ({
    month: `2026-${String(index + 1).padStart(2, '0')}`,
    pending: 0,
    token: index,
    booking: 0,
    registryDone: 0,
    cancelled: 0,
  })),
};

const PIPELINE: RegistryPipeline = {
  asOf: '2026-11-24',
  projects: [project(7, 'Green Valley', 4)],
  totalProjects: 12,
};

const TOKEN_DRILL_DOWN: BookingDrillDown = {
  asOf: '2026-11-24',
  name: 'Green Valley',
  column: 'token',
  counts: { ...noBookings, total: 4, token: 4 },
  bookings: page([
    {
      bookingId: 41,
      bookingNumber: 'BK-0041',
      projectId: 7,
      projectName: 'Green Valley',
      plotNumber: 'A-3',
      clientName: 'Anil Sharma',
      bookingDate: '2026-08-01',
      bookingStatus: 'Token',
      registryDate: '2026-10-01',
      daysOverdue: 54,
      channelPartnerName: null,
      directSaleEmail: 'anil@example.com',
    },
  ]),
};

/** The dashboard's operations, each answering what it was asked, with the queries it was sent. */
function dashboardApi(permissions: string[], routes: FakeRoutes = {}) {
  const queries: string[] = [];
  const answer = (body: unknown) => (request: Request) => {
    const url = new URL(request.url);
    queries.push(`${url.pathname.replace(/^\/api/, '')}${url.search}`);
    return json(200, body);
  };
  const fake: FakeRoutes = {
    'GET /auth/me': () => json(200, user(permissions)),
    'GET /dashboard/summary': answer(SUMMARY),
    'GET /dashboard/projects-overview': answer(PROJECT_PAGE_2),
    'GET /dashboard/bookings-by-month': answer(BY_MONTH),
    'GET /dashboard/registry-pipeline': answer(PIPELINE),
    'GET /dashboard/overtime': answer(page([overdue], 16) satisfies OvertimeBookingList),
    'GET /dashboard/projects/7/bookings': answer(TOKEN_DRILL_DOWN),
    ...routes,
  };
  return { fake, queries };
}

const region = (name: string) => screen.findByRole('region', { name });

afterEach(() => vi.restoreAllMocks());

describe('the Dashboard page', () => {
  it('shows the summary and links each card to the list it counts, where the user may go', async () => {
    const { fake } = dashboardApi(['bookings.view', 'plots.view']);
    renderApp('/', fake, STORED);
    const summary = await screen.findByRole('link', { name: /Registry Done/ });
    expect(summary).toHaveAttribute('href', '/bookings?bookingStatus=RegistryDone');
    const links = within(await region('Summary'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    // No projects.view or channelpartners.view: those cards are figures, not links.
    expect(links).toEqual(['/plots', '/bookings', '/bookings?bookingStatus=RegistryDone']);
  });

  it('logs a failed summary without a toast and loads it again from Try Again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const { fake } = dashboardApi([], {
      'GET /dashboard/summary': () => (fail ? json(500, { message: 'Boom' }) : json(200, SUMMARY)),
    });
    const { shownToasts } = renderApp('/', fake, STORED);
    const retry = await within(await region('Summary')).findByRole('button', { name: 'Try Again' });
    expect(shownToasts()).toEqual([]);
    expect(logged).toHaveBeenCalledWith(
      'Dashboard: the summary failed to load',
      expect.objectContaining({ status: 500 }),
    );
    fail = false;
    await userEvent.click(retry);
    expect(await within(await region('Summary')).findByText('Extra Time')).toBeInTheDocument();
  });

  it('opens the overtime modal from a carousel card and pages it on the server', async () => {
    const { fake, queries } = dashboardApi(['bookings.view']);
    renderApp('/', fake, STORED);
    await userEvent.click(
      await within(await region('Overtime Bookings')).findByRole('button', { name: /^BK-0041/ }),
    );
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Anil Sharma');
    expect(queries).toContain('/dashboard/overtime?page=1&pageSize=10');
  });

  it("drills into a project's Token count and loads page 2 of the Projects Overview", async () => {
    const { fake, queries } = dashboardApi(['bookings.view']);
    renderApp('/', fake, STORED);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Token bookings of Green Valley: 4' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Bookings for Green Valley' });
    await within(dialog).findByText('anil@example.com');
    expect(queries).toContain('/dashboard/projects/7/bookings?column=token&page=1&pageSize=10');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const overview = await region('Projects Overview');
    await userEvent.click(within(overview).getByRole('button', { name: 'Page 2' }));
    expect(await within(overview).findByText('Sunrise Enclave')).toBeInTheDocument();
    expect(queries).toContain('/dashboard/projects-overview?page=2&pageSize=10');
  });
});

describe('the Dashboard of a user who may read neither bookings nor plots', () => {
  const BOOKINGS_WITHHELD = 'Bookings need the bookings.view permission.';
  // What the server sends such a user: the figures, and the lists behind them empty.
  const withheldRoutes: FakeRoutes = {
    'GET /dashboard/summary': () => json(200, { ...SUMMARY, overtime: page([], 16) }),
    'GET /dashboard/projects/7/bookings': () =>
      json(200, { ...TOKEN_DRILL_DOWN, bookings: page([], 4) }),
    'GET /dashboard/projects/7/plots': () =>
      json(200, {
        name: 'Green Valley',
        column: 'totalPlots',
        counts: { totalPlots: 20, available: 0, booked: 20, sold: 0, hold: 0 },
        plots: page([], 20),
      } satisfies PlotDrillDown),
  };

  it('counts the overdue bookings and says in the carousel why none is shown', async () => {
    const { fake } = dashboardApi([], withheldRoutes);
    renderApp('/', fake, STORED);
    const carousel = await region('Overtime Bookings');
    expect(await within(carousel).findByText(BOOKINGS_WITHHELD)).toBeInTheDocument();
    expect(within(carousel).queryByText('No overtime bookings')).toBeNull();
    expect(
      within(await region('Summary')).getByRole('button', { name: 'Extra Time 16' }),
    ).toBeInTheDocument();
  });

  it('says the same in the overtime modal, and does not ask for its empty list', async () => {
    const { fake, queries } = dashboardApi([], withheldRoutes);
    renderApp('/', fake, STORED);
    await userEvent.click(await screen.findByRole('button', { name: 'Extra Time 16' }));
    const dialog = await screen.findByRole('dialog', { name: 'Overtime Bookings' });
    expect(within(dialog).getByText(BOOKINGS_WITHHELD)).toBeInTheDocument();
    expect(queries.some((query) => query.startsWith('/dashboard/overtime'))).toBe(false);
  });

  it("shows a drill-down's tiles, and why its bookings or plots are not listed", async () => {
    const { fake } = dashboardApi([], withheldRoutes);
    renderApp('/', fake, STORED);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Token bookings of Green Valley: 4' }),
    );
    const bookings = await screen.findByRole('dialog', { name: 'Bookings for Green Valley' });
    await within(bookings).findByText('Total');
    expect(within(bookings).getByText(BOOKINGS_WITHHELD)).toBeInTheDocument();
    expect(within(bookings).queryByRole('grid')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Plots of Green Valley: 20' }));
    const plots = await screen.findByRole('dialog', { name: 'Plots for Green Valley' });
    await within(plots).findByText('Booked');
    expect(within(plots).getByText('Plots need the plots.view permission.')).toBeInTheDocument();
    expect(within(plots).queryByRole('grid')).toBeNull();
  });
});

describe('payments and commissions on the Dashboard', () => {
  const COLLECTIONS = {
    dueThisMonth: { amount: 1245000, count: 6 },
    overdue: { amount: 1318450.5, count: 1 },
  };
  const partnerRow = (commissionEarned?: number) => ({
    channelPartnerId: 7,
    partnerName: 'Ravi Estates',
    ...noBookings,
    total: 3,
    ...(commissionEarned !== undefined && { commissionEarned }),
  });

  it('shows the Collections card to whoever may see payments, each figure leading to its list', async () => {
    const { fake } = dashboardApi(['payments.view'], {
      'GET /collections/summary': () => json(200, COLLECTIONS),
    });
    renderApp('/', fake, STORED);
    const card = await region('Collections');
    const overdueLink = await within(card).findByRole('link', {
      name: 'Overdue ₹13,18,450.50 1 instalment',
    });
    expect(overdueLink).toHaveAttribute('href', '/collections?state=overdue');
    const today = businessToday();
    expect(
      within(card).getByRole('link', { name: 'Due this month ₹12,45,000.00 6 instalments' }),
    ).toHaveAttribute('href', `/collections?state=due&dueFrom=${today}&dueTo=${monthEnd(today)}`);
    expect(within(card).getByRole('link', { name: 'View collections' })).toHaveAttribute(
      'href',
      '/collections',
    );
  });

  it('neither shows nor asks for the Collections card without payments.view', async () => {
    const { fake } = dashboardApi(['bookings.view'], {
      'GET /collections/summary': () => json(200, COLLECTIONS),
    });
    const { calls } = renderApp('/', fake, STORED);
    await region('Summary');
    await screen.findByRole('link', { name: /Registry Done/ });
    expect(screen.queryByRole('region', { name: 'Collections' })).toBeNull();
    expect(calls).not.toContain('GET /collections/summary');
  });

  it("adds the overview's Commission column when the server sends the partners' commission", async () => {
    const { fake } = dashboardApi(['commissions.view'], {
      'GET /dashboard/summary': () =>
        json(200, { ...SUMMARY, channelPartnersOverview: page([partnerRow(280.5)]) }),
    });
    renderApp('/', fake, STORED);
    const table = await screen.findByRole('grid', { name: 'Channel Partners Overview' });
    const row = await within(table).findByRole('row', { name: /^Ravi Estates/ });
    expect(within(table).getAllByRole('columnheader').at(-1)).toHaveTextContent('Commission');
    expect(within(row).getByText('₹280.50')).toBeInTheDocument();
  });

  it('has no Commission column when the rows carry none', async () => {
    const { fake } = dashboardApi([], {
      'GET /dashboard/summary': () =>
        json(200, { ...SUMMARY, channelPartnersOverview: page([partnerRow()]) }),
    });
    renderApp('/', fake, STORED);
    const table = await screen.findByRole('grid', { name: 'Channel Partners Overview' });
    await within(table).findByRole('row', { name: /^Ravi Estates/ });
    expect(within(table).queryByRole('columnheader', { name: 'Commission' })).toBeNull();
  });
});

describe('the enquiry funnel on the Dashboard', () => {
  const FUNNEL = enquiryFunnelOf('2026-11', {
    stages: [
      { stage: 'New', count: 2 },
      { stage: 'Booked', count: 1 },
    ],
    lostReasons: [],
    bySource: [{ source: 'WalkIn', created: 3, booked: 1 }],
    bySalesPerson: [{ userId: 7, name: 'Ravi Kumar', created: 3, booked: 1 }],
  });

  it('shows the card to whoever may see enquiries, each figure leading to the list filtered', async () => {
    const { fake, queries } = dashboardApi(['enquiries.view'], {
      'GET /dashboard/enquiry-funnel': (request) => {
        const url = new URL(request.url);
        queries.push(`${url.pathname.replace(/^\/api/, '')}${url.search}`);
        return json(200, FUNNEL);
      },
    });
    renderApp('/', fake, STORED);
    const card = await region('Enquiry funnel');
    expect(await within(card).findByRole('link', { name: 'Converted 1' })).toHaveAttribute(
      'href',
      '/enquiries?stage=Booked&createdMonth=2026-11',
    );
    // Each counts the month's enquiries, and opens those alone.
    expect(within(card).getByRole('link', { name: 'Enquiries this month 3' })).toHaveAttribute(
      'href',
      '/enquiries?createdMonth=2026-11',
    );
    expect(within(card).getByRole('link', { name: 'Walk-in, Enquiries: 3' })).toHaveAttribute(
      'href',
      '/enquiries?source=WalkIn&createdMonth=2026-11',
    );
    expect(within(card).getByRole('link', { name: 'Ravi Kumar, Converted: 1' })).toHaveAttribute(
      'href',
      '/enquiries?stage=Booked&assignedToId=7&createdMonth=2026-11',
    );
    // The server's month, the business's own: none is sent.
    expect(queries).toContain('/dashboard/enquiry-funnel');
  });

  it('neither shows nor asks for the card without enquiries.view', async () => {
    const { fake } = dashboardApi(['bookings.view'], {
      'GET /dashboard/enquiry-funnel': () => json(200, FUNNEL),
    });
    const { calls } = renderApp('/', fake, STORED);
    await screen.findByRole('link', { name: /Registry Done/ });
    expect(screen.queryByRole('region', { name: 'Enquiry funnel' })).toBeNull();
    expect(calls).not.toContain('GET /dashboard/enquiry-funnel');
  });
});
