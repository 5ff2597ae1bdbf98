/**
 * The dashboard: every figure computed by the database as of the business's today, never from a
 * whole table. Each read is one read-only snapshot, so the figures of one answer add up.
 */
import { DASHBOARD_FIRST_PAGES, DEFAULT_PAGE_SIZE } from '@plotline/domain';
import type { Database, Executor } from '../db/database';
import type { Handlers } from '../http/handler';
import { pageRequest } from '../http/paging';
import { bookingsByMonth } from './dashboard/bookings-by-month-queries';
import { overdueTotal, overtimeBookingsPage } from './dashboard/overtime-queries';
import {
  channelPartnersOverviewPage,
  directSalesRow,
  partnerCount,
} from './dashboard/partner-overview-queries';
import { projectCount, projectsOverviewPage } from './dashboard/project-overview-queries';
import { registryPipeline } from './dashboard/registry-pipeline-queries';
import { summaryCards } from './dashboard/summary-card-queries';

/** The read in one repeatable-read snapshot, which a read-only transaction takes without locks. */
function snapshot<T>(db: Database, read: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

/** A dashboard list asked for without a page: its first page of the usual size. */
const DASHBOARD_PAGE_DEFAULTS = { page: 1, pageSize: DEFAULT_PAGE_SIZE };

export const dashboardHandlers: Handlers = {
  async getDashboardSummary({ db, clock }) {
    const asOf = clock.today();
    const summary = await snapshot(db, async (tx) => {
      const cards = await summaryCards(tx, asOf);
      const pages = DASHBOARD_FIRST_PAGES;
      return {
        cards,
        projectsOverview: await projectsOverviewPage(
          tx,
          asOf,
          pages.projectsOverview,
          cards.totalProjects,
        ),
        directSales: await directSalesRow(tx, asOf),
        channelPartnersOverview: await channelPartnersOverviewPage(
          tx,
          asOf,
          pages.channelPartnersOverview,
          cards.channelPartners,
        ),
        overtime: await overtimeBookingsPage(tx, asOf, pages.overtime, cards.extraTime),
      };
    });
    return { status: 200, body: { asOf, ...summary } };
  },

  async listOvertimeBookings({ db, clock, query }) {
    const asOf = clock.today();
    const page = pageRequest(query, DASHBOARD_PAGE_DEFAULTS);
    const body = await snapshot(db, async (tx) =>
      overtimeBookingsPage(tx, asOf, page, await overdueTotal(tx, asOf)),
    );
    return { status: 200, body };
  },

  async listProjectsOverview({ db, clock, query }) {
    const asOf = clock.today();
    const page = pageRequest(query, DASHBOARD_PAGE_DEFAULTS);
    const body = await snapshot(db, async (tx) =>
      projectsOverviewPage(tx, asOf, page, await projectCount(tx)),
    );
    return { status: 200, body };
  },

  async listChannelPartnersOverview({ db, clock, query }) {
    const asOf = clock.today();
    const page = pageRequest(query, DASHBOARD_PAGE_DEFAULTS);
    const body = await snapshot(db, async (tx) =>
      channelPartnersOverviewPage(tx, asOf, page, await partnerCount(tx)),
    );
    return { status: 200, body };
  },

  async getBookingsByMonth({ db, clock }) {
    const asOf = clock.today();
    return { status: 200, body: { asOf, months: await bookingsByMonth(db, asOf) } };
  },

  async getRegistryPipeline({ db, clock }) {
    const asOf = clock.today();
    const pipeline = await snapshot(db, async (tx) => ({
      projects: await registryPipeline(tx, asOf),
      totalProjects: await projectCount(tx),
    }));
    return { status: 200, body: { asOf, ...pipeline } };
  },
};
