/**
 * The dashboard's drill-downs: behind a count cell of an overview, the counts of its row and one
 * page of what the cell counts. Any signed-in user may read them, as the dashboard.
 */
import type { operations } from '@plotline/api-client/schema';
import { sql } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE, DIRECT_SALES_LABEL } from '@plotline/domain';
import type { Database, Transaction } from '../db/database';
import type { Clock } from '../http/clock';
import type { Handlers } from '../http/handler';
import { pageRequest } from '../http/paging';
import { DIRECT_SALES, type BookingOwner } from './dashboard/booking-owner';
import { bookingDrillDown } from './dashboard-drill-downs/booking-drill-down-queries';
import {
  channelPartnerNameOr404,
  projectNameOr404,
} from './dashboard-drill-downs/drill-down-titles';
import { plotDrillDown } from './dashboard-drill-downs/plot-drill-down-queries';

type BookingDrillDownQuery = operations['getDirectSalesBookingsDrillDown']['parameters']['query'];

const FIRST_PAGE = { page: 1, pageSize: DEFAULT_PAGE_SIZE };

/** One snapshot, so the tiles, the list's length and its rows always agree. */
function inOneSnapshot<T>(db: Database, read: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

/** 'Bookings for <name>' as of the business's today; the name's lookup answers 404 for no row. */
function bookingsFor(
  { db, clock }: { db: Database; clock: Clock },
  query: BookingDrillDownQuery,
  owner: BookingOwner,
  nameOf: (tx: Transaction) => Promise<string>,
) {
  const asOf = clock.today();
  return inOneSnapshot(db, async (tx) => ({
    asOf,
    name: await nameOf(tx),
    column: query.column,
    ...(await bookingDrillDown(tx, owner, query.column, pageRequest(query, FIRST_PAGE), asOf)),
  }));
}

export const dashboardDrillDownHandlers: Handlers = {
  async getProjectPlotsDrillDown({ db, params, query }) {
    const body = await inOneSnapshot(db, async (tx) => ({
      name: await projectNameOr404(tx, params.id),
      column: query.column,
      ...(await plotDrillDown(tx, params.id, query.column, pageRequest(query, FIRST_PAGE))),
    }));
    return { status: 200, body };
  },

  async getProjectBookingsDrillDown({ params, query, ...services }) {
    const body = await bookingsFor(
      services,
      query,
      { by: 'project', id: sql`${params.id}::integer` },
      (tx) => projectNameOr404(tx, params.id),
    );
    return { status: 200, body };
  },

  async getChannelPartnerBookingsDrillDown({ params, query, ...services }) {
    const body = await bookingsFor(
      services,
      query,
      { by: 'partner', id: sql`${params.id}::integer` },
      (tx) => channelPartnerNameOr404(tx, params.id),
    );
    return { status: 200, body };
  },

  async getDirectSalesBookingsDrillDown({ query, ...services }) {
    const body = await bookingsFor(services, query, DIRECT_SALES, async () => DIRECT_SALES_LABEL);
    return { status: 200, body };
  },
};
