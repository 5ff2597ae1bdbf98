/**
 * The dashboard: every figure computed by the database as of the business's today, never from a
 * whole table. Each answer is read in one statement, so it is one snapshot: the cards always add
 * up to the rows beneath them. It is open to every signed-in user; who booked what follows the
 * access policy (openapi.yaml's x-field-group on its lists, applied by the router).
 */
import type { components } from '@plotline/api-client/schema';
import { DASHBOARD_FIRST_PAGES, DEFAULT_PAGE_SIZE, mayRead, monthOf } from '@plotline/domain';
import type { SignedInUser } from '../auth/signed-in-user';
import type { Executor } from '../db/database';
import type { Handlers } from '../http/handler';
import { limitOffset, listPage, pageRequest } from '../http/paging';
import { bookingsByMonth } from './dashboard/bookings-by-month-queries';
import { dashboardStatements } from './dashboard/dashboard-statements';
import { enquiryFunnel } from './dashboard/enquiry-funnel-queries';
import { overtimeBooking } from './dashboard/overtime-queries';
import { commissionEarnedOf } from './commissions/commission-queries';

/** A dashboard list asked for without a page: its first page of the usual size. */
const DASHBOARD_PAGE_DEFAULTS = { page: 1, pageSize: DEFAULT_PAGE_SIZE };

function onlyRow<Row>(rows: Row[]): Row {
  const [row] = rows;
  if (!row) throw new Error('A select from one row answers one row');
  return row;
}

type PartnerOverview = components['schemas']['ChannelPartnerOverview'];

/**
 * The page's partner rows with the commission each has earned, for a caller the access policy
 * lets read commissions (the Commission column); summed for the page's partners only.
 */
async function withCommission(
  db: Executor,
  user: SignedInUser | null,
  rows: PartnerOverview[],
): Promise<PartnerOverview[]> {
  if (!mayRead(user, 'commission')) return rows;
  const ids = rows.flatMap((row) => (row.channelPartnerId === null ? [] : [row.channelPartnerId]));
  const earned = await commissionEarnedOf(db, ids);
  return rows.map((row) =>
    row.channelPartnerId === null
      ? row
      : { ...row, commissionEarned: earned.get(row.channelPartnerId) ?? 0 },
  );
}

export const dashboardHandlers: Handlers = {
  async getDashboardSummary({ db, clock, user }) {
    const asOf = clock.today();
    const pages = DASHBOARD_FIRST_PAGES;
    const answer = onlyRow(await dashboardStatements(db).summary.execute({ today: asOf }));
    const { cards } = answer;
    return {
      status: 200,
      body: {
        asOf,
        cards,
        projectsOverview: listPage(answer.projects, cards.totalProjects, pages.projectsOverview),
        directSales: answer.directSales,
        channelPartnersOverview: listPage(
          await withCommission(db, user, answer.partners),
          cards.channelPartners,
          pages.channelPartnersOverview,
        ),
        overtime: listPage(answer.overtime.map(overtimeBooking), cards.extraTime, pages.overtime),
      },
    };
  },

  async listOvertimeBookings({ db, clock, query }) {
    const page = pageRequest(query, DASHBOARD_PAGE_DEFAULTS);
    const { rows, total } = onlyRow(
      await dashboardStatements(db).overtime.execute({
        today: clock.today(),
        ...limitOffset(page),
      }),
    );
    return { status: 200, body: listPage(rows.map(overtimeBooking), total, page) };
  },

  async listProjectsOverview({ db, clock, query }) {
    const page = pageRequest(query, DASHBOARD_PAGE_DEFAULTS);
    const { rows, total } = onlyRow(
      await dashboardStatements(db).projects.execute({
        today: clock.today(),
        ...limitOffset(page),
      }),
    );
    return { status: 200, body: listPage(rows, total, page) };
  },

  async listChannelPartnersOverview({ db, clock, query, user }) {
    const page = pageRequest(query, DASHBOARD_PAGE_DEFAULTS);
    const { rows, total } = onlyRow(
      await dashboardStatements(db).partners.execute({
        today: clock.today(),
        ...limitOffset(page),
      }),
    );
    return { status: 200, body: listPage(await withCommission(db, user, rows), total, page) };
  },

  async getBookingsByMonth({ db, clock }) {
    const asOf = clock.today();
    return { status: 200, body: { asOf, months: await bookingsByMonth(db, asOf) } };
  },

  async getRegistryPipeline({ db, clock }) {
    const asOf = clock.today();
    const pipeline = onlyRow(
      await dashboardStatements(db).registryPipeline.execute({ today: asOf }),
    );
    return { status: 200, body: { asOf, ...pipeline } };
  },

  /** The month asked for, else the business's own; its enquiries by where they stand now. */
  async getEnquiryFunnel({ db, clock, query }) {
    const month = query.month ?? monthOf(clock.today());
    return { status: 200, body: await enquiryFunnel(db, month) };
  },
};
